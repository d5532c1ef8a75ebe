// The member's unread count, shared by the header bell and /notifications: a live listener on
// the member's unread notices, with GET /api/notifications/unread-count every 30 s (and on
// notif:refresh) while the listener is not live. The listener needs the full Firestore SDK
// (about 160 KiB gzip), so it starts once the page is idle; one GET shows the count meanwhile.
import { useEffect, useState } from 'react';
import {
  COLLECTIONS,
  LIMITS,
  UNREAD_FILTER,
  unreadCountOf,
  type UnreadCountAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { loadFirestore } from '@/lib/firebase';

/** The window event that asks for a fresh count (after marking notices read). */
export const NOTIF_REFRESH_EVENT = 'notif:refresh';

export function refreshNotifications(): void {
  window.dispatchEvent(new Event(NOTIF_REFRESH_EVENT));
}

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountAnswer> {
  return api.get<UnreadCountAnswer>('/notifications/unread-count', { signal });
}

/**
 * Listens to at most 100 unread notices: the badge shows 99+ above 99, so the count it shows is
 * exact without reading more. Loads the Firestore SDK on first use (signed-in members only).
 */
async function watchUnread(
  uid: string,
  onCount: (count: number, live: boolean) => void,
  onError: () => void,
): Promise<() => void> {
  const { db, sdk } = await loadFirestore();
  const unread = sdk.query(
    sdk.collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications),
    sdk.where(UNREAD_FILTER.field, '==', UNREAD_FILTER.value),
    sdk.limit(LIMITS.unreadBadgeCap + 1),
  );
  return sdk.onSnapshot(unread, (snap) => onCount(snap.size, !snap.metadata.fromCache), onError);
}

/** Runs `task` when the browser is idle (at the latest after 3 s); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1_000);
  return () => clearTimeout(id);
}

/** The unread count of the signed-in member (0 without one). */
export function useUnreadCount(uid: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!uid) return;
    let stopped = false;
    let live = false;
    let unsubscribe = () => {};
    const poll = () => {
      if (live) return;
      getUnreadCount().then(
        // A listener that went live meanwhile knows better than this answer.
        (answer) => !stopped && !live && setCount(unreadCountOf(answer)),
        () => undefined, // silent, as the spec asks
      );
    };
    const lost = () => {
      live = false;
      poll();
    };
    const listen = () =>
      watchUnread(
        uid,
        (next, fromServer) => {
          if (stopped) return;
          live = fromServer;
          setCount(next);
        },
        lost,
      ).then((stop) => (stopped ? stop() : (unsubscribe = stop)), lost);
    poll();
    const idle = whenIdle(() => void listen());
    const timer = setInterval(poll, LIMITS.notificationPollMs);
    window.addEventListener(NOTIF_REFRESH_EVENT, poll);
    return () => {
      stopped = true;
      idle();
      unsubscribe();
      clearInterval(timer);
      window.removeEventListener(NOTIF_REFRESH_EVENT, poll);
      setCount(0);
    };
  }, [uid]);
  return count;
}
