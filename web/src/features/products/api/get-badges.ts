// A submitter's badges from their public profile (profiles/{uid}.badges), read once per uid
// per session: a page of cards often repeats the same few submitters.
import { useEffect, useState } from 'react';
import { COLLECTIONS } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';

const cache = new Map<string, Promise<string[]>>();

export function getBadges(uid: string): Promise<string[]> {
  let entry = cache.get(uid);
  if (!entry) {
    entry = loadFirestoreLite().then(async ({ db, fs }) => {
      const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.profiles, uid));
      const badges: unknown = snap.get('badges');
      return Array.isArray(badges) ? badges.filter((b): b is string => typeof b === 'string') : [];
    });
    cache.set(uid, entry);
    entry.catch(() => cache.delete(uid));
  }
  return entry;
}

export function useBadges(uid: string | null): string[] {
  const [state, setState] = useState<{ uid: string; badges: string[] } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    getBadges(uid).then(
      (badges) => live && setState({ uid, badges }),
      () => undefined, // a card without badges is still a card
    );
    return () => {
      live = false;
    };
  }, [uid]);
  return state && state.uid === uid ? state.badges : [];
}
