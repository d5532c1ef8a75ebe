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

// Storage disabled, full or refused: the choice lasts as long as the page.
function stored(): boolean {
  try {
    return discreetOn(localStorage.getItem(DISCREET_STORAGE_KEY));
  } catch {
    return false;
  }
}

export const useDiscreetStore = create<DiscreetState>()((set) => ({
  on: typeof window !== 'undefined' && stored(),
  setOn: (on) => {
    try {
      if (on) localStorage.setItem(DISCREET_STORAGE_KEY, DISCREET_ON);
      else localStorage.removeItem(DISCREET_STORAGE_KEY);
    } catch {
      // refused: the choice lasts as long as the page
    }
    set({ on });
  },
}));

/** Follows the choice made in another tab of this device; returns the function that stops. */
export function followOtherTabs(): () => void {
  const follow = () => useDiscreetStore.setState({ on: stored() });
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
