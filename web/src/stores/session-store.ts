import { create } from 'zustand';
import type { SessionUser } from '@xmates/domain';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface SessionState {
  status: SessionStatus;
  /** The signed-in member: a verified account (or null). */
  user: SessionUser | null;
  /**
   * A synced account whose e-mail is not verified yet: the app treats it as a visitor
   * (status 'signed-out', user null) and shows the verify prompt and a sign-out button.
   */
  pending: SessionUser | null;
  /**
   * Why the API refuses the signed-in account (suspended or banned), in its words: the app
   * treats it as a visitor that may still download its data, delete itself, or sign out.
   */
  suspended: string | null;
  /** Uid of the identity-provider user the state was last settled for (null: none). */
  authUid: string | null;
  /** The member's ID token carries the age claim (`age: 'verified'`): see useAdultAccess. */
  ageVerified: boolean;
  setLoading: (authUid: string | null) => void;
  /** A verified user becomes the member; an unverified one stays pending. */
  setSignedIn: (user: SessionUser) => void;
  /** Signed out, or signed in at the provider but not synced with the server. */
  setSignedOut: (authUid?: string | null) => void;
  /** The API refused the account for a suspension or a ban: `reason` is its answer. */
  setSuspended: (reason: string) => void;
  /** What the member's current ID token says about their age (set before setSignedIn). */
  setAgeVerified: (ageVerified: boolean) => void;
}

/** Signed out, or signed in at the provider without being a member here. */
const VISITOR = { status: 'signed-out', user: null, pending: null, ageVerified: false } as const;

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  pending: null,
  suspended: null,
  authUid: null,
  ageVerified: false,
  setLoading: (authUid) => set({ status: 'loading', authUid, suspended: null }),
  setSignedIn: (user) =>
    set(
      user.emailVerified
        ? { status: 'signed-in', user, pending: null, authUid: user.uid }
        : { status: 'signed-out', user: null, pending: user, authUid: user.uid },
    ),
  setSignedOut: (authUid = null) => set({ ...VISITOR, suspended: null, authUid }),
  setSuspended: (reason) => set({ ...VISITOR, suspended: reason }),
  setAgeVerified: (ageVerified) => set({ ageVerified }),
}));

/** Resolves once the session has settled for the given uid (or gives up after timeoutMs). */
export function waitForSession(uid: string, timeoutMs = 15_000): Promise<SessionState> {
  return new Promise((resolve) => {
    const settled = (s: SessionState) => s.status !== 'loading' && s.authUid === uid;
    const now = useSessionStore.getState();
    if (settled(now)) {
      resolve(now);
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(useSessionStore.getState());
    }, timeoutMs);
    const unsubscribe = useSessionStore.subscribe((s) => {
      if (!settled(s)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(s);
    });
  });
}
