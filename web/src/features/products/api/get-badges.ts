// A submitter's badges from their public profile (profiles/{uid}.badges), read once per uid
// per session: a page of cards often repeats the same few submitters.
import { COLLECTIONS } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { useAsync } from '@/lib/use-async';

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
  const badges = useAsync(uid, getBadges);
  // A failed read leaves no badges: a card without badges is still a card.
  return badges.data ?? [];
}
