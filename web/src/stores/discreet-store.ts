// Discreet browsing as client state: the choice lives in this device's localStorage, for
// visitors and members alike, and never on the server. The header's toggle and My Hub's switch
// both read and change it here; web/src/lib/page-title.ts dresses the document after it, and
// another tab's change reaches this one (followOtherTabs).
import { create } from 'zustand';
import { DISCREET_ON, DISCREET_STORAGE_KEY, discreetOn } from '@xmates/domain';

interface DiscreetState {
  on: boolean;
  setOn: (on: boolean) => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the choice lasts as long as the page
  }
}

export const useDiscreetStore = create<DiscreetState>()((set) => ({
  on: discreetOn(storage()?.getItem(DISCREET_STORAGE_KEY)),
  setOn: (on) => {
    try {
      if (on) storage()?.setItem(DISCREET_STORAGE_KEY, DISCREET_ON);
      else storage()?.removeItem(DISCREET_STORAGE_KEY);
    } catch {
      // storage full or refused: the choice lasts as long as the page
    }
    set({ on });
  },
}));

/** Follows the choice made in another tab of this device; returns the function that stops. */
export function followOtherTabs(): () => void {
  const follow = (event: StorageEvent) => {
    if (event.key === DISCREET_STORAGE_KEY || event.key === null) {
      useDiscreetStore.setState({ on: discreetOn(event.newValue) });
    }
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
