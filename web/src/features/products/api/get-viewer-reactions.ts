// The viewer's own reactions (liked, disliked, favorite, rating, reported) to the cards on
// screen: one `in` query on users/{uid}/reactions, which only its owner may read.
import { viewerState, type ViewerState } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { reactionsCollection } from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';

export type ViewerMap = ReadonlyMap<string, ViewerState>;

/** An `in` filter takes at most 30 values; a page shows 6 cards, a list page 12. */
const IN_MAX = 30;

export async function getViewerReactions(uid: string, ids: readonly string[]): Promise<ViewerMap> {
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const ref = reactionsCollection(lite, uid);
  const map = new Map<string, ViewerState>();
  for (let i = 0; i < ids.length; i += IN_MAX) {
    const chunk = ids.slice(i, i + IN_MAX);
    const snap = await fs.getDocs(
      fs.query(ref, fs.where(fs.documentId(), 'in', chunk), fs.limit(chunk.length)),
    );
    for (const d of snap.docs) map.set(d.id, viewerState(d.data()));
  }
  return map;
}

const NONE: ViewerMap = new Map();

/** The reactions for the shown ids; an empty map for visitors or while loading. */
export function useViewerReactions(uid: string | null, ids: readonly string[]): ViewerMap {
  const key = uid && ids.length > 0 ? `${uid}:${ids.join(',')}` : null;
  // The key is null without a uid, so the loader only ever runs with one.
  const reactions = useAsync(key, () => getViewerReactions(uid ?? '', ids));
  // Without them (or after a failed read) the cards simply show nothing toggled.
  return reactions.data ?? NONE;
}
