// The 18+ age gate as client state: acceptance lives in sessionStorage with a timestamp
// (spec: per session, 30 minutes), re-checked every 5 minutes; crawlers skip the gate.
import { create } from 'zustand';
import {
  AGE_GATE_STORAGE_KEY,
  LIMITS,
  RAS_HEADER,
  ageGateRecord,
  ageGateValid,
  isCrawler,
  parseAgeGateRecord,
} from '@xmates/domain';

interface AgeGateState {
  /** The visitor confirmed being 18+ less than 30 minutes ago (or is a crawler). */
  accepted: boolean;
  crawler: boolean;
  accept: () => void;
  /** Drops an acceptance older than 30 minutes; the gate then shows again. */
  recheck: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: acceptance lasts as long as the page
  }
}

function storedAcceptance(now: number): boolean {
  const at = parseAgeGateRecord(storage()?.getItem(AGE_GATE_STORAGE_KEY));
  return ageGateValid(at, now);
}

const crawler = typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);

export const useAgeGateStore = create<AgeGateState>()((set) => ({
  accepted: crawler || storedAcceptance(Date.now()),
  crawler,
  accept: () => {
    storage()?.setItem(AGE_GATE_STORAGE_KEY, ageGateRecord(Date.now()));
    set({ accepted: true });
  },
  recheck: () => {
    if (crawler) return;
    const accepted = storedAcceptance(Date.now());
    if (!accepted) storage()?.removeItem(AGE_GATE_STORAGE_KEY);
    set({ accepted });
  },
}));

/** Starts the 5-minute re-check; returns the function that stops it. */
export function startAgeGateRecheck(): () => void {
  const timer = setInterval(() => useAgeGateStore.getState().recheck(), LIMITS.ageGateRecheckMs);
  return () => clearInterval(timer);
}

/** Headers for /api calls whose answer depends on the gate (images of 18+ products, links). */
export function ageGateHeaders(): Record<string, string> {
  return useAgeGateStore.getState().accepted ? { [RAS_HEADER]: 'true' } : {};
}
