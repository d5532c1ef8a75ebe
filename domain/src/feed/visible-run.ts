/**
 * The feed's paging loop, written once for both Firestore SDKs: the API (Admin SDK,
 * functions/src/handlers/feed.ts) and the SPA (Firestore Lite, get-feed-page.ts) each give it
 * two small ports, how to read a window of their query and which ids the viewer hides.
 */
import { WINDOW_MAX, nextWindowSize } from './dislikes';

/**
 * Up to `count` documents of the page's query in its order: the first ones after `edge`, or,
 * reading `fromEnd`, the last ones before it; with no edge, from the query's own start (or end).
 */
export type ReadWindow<D> = (edge: D | null, count: number) => Promise<D[]>;

/** The ids among a window's documents that the viewer must not see. */
export type HiddenAmong<D> = (docs: D[]) => Promise<Set<string>>;

/**
 * What a member does not see of a window: the documents their hidden tags and categories keep
 * out, read from the documents themselves (hidden.ts: no read), then their dislikes among the
 * rest (`dislikedAmong`, one query by ids, skipped when nothing is left to ask about).
 */
export function viewerHides<D extends { id: string }>(
  hidesDoc: (doc: D) => boolean,
  dislikedAmong: (ids: string[]) => Promise<Set<string>>,
): HiddenAmong<D> {
  return async (docs) => {
    const byName = docs.filter(hidesDoc).map((d) => d.id);
    const rest = docs.filter((d) => !hidesDoc(d)).map((d) => d.id);
    const disliked = rest.length > 0 ? await dislikedAmong(rest) : new Set<string>();
    return new Set([...byName, ...disliked]);
  };
}

/**
 * The most documents a run passes over beyond what it was asked for (and what the caller
 * expected to pass): a member who hides most of a filter (a hidden tag on nearly every product
 * of it) must not make one page read the whole catalogue. Past it, the page shows what it found
 * and the next one continues after the last document read.
 */
export const RUN_PASS_MAX = 8 * WINDOW_MAX;

export interface VisibleRun<D> {
  /** What the viewer may see, in the query's order. */
  docs: D[];
  /**
   * The last document read (the first, `fromEnd`) when the run stopped at RUN_PASS_MAX before
   * it had `wanted` documents or the query ran out: more may follow it. Null otherwise.
   */
  stoppedAt: D | null;
}

/**
 * The first `wanted` documents of the query (or its last, `fromEnd`) that `hidden` lets through,
 * or fewer when the query runs out. A round reads what is still wanted, scaled by the share
 * hidden so far (nextWindowSize); when some of it is hidden, the next round continues past the
 * last document read. So the reads follow the documents passed over, not how many the viewer
 * hides elsewhere, and stop RUN_PASS_MAX past what was asked for. A caller that knows how many
 * it will pass (`expected`) reads that many at once, WINDOW_MAX at most a window.
 */
export async function visibleRun<D extends { id: string }>(
  read: ReadWindow<D>,
  hidden: HiddenAmong<D> | null,
  wanted: number,
  fromEnd: boolean,
  /** Documents the caller knows the run will pass over (known hidden ones ahead included). */
  expected = 0,
): Promise<VisibleRun<D>> {
  const readMax = Math.max(wanted, expected) + RUN_PASS_MAX;
  let kept: D[] = [];
  let count = 0;
  let edge: D | null = null;
  for (;;) {
    const guess = nextWindowSize(wanted, count, kept.length);
    const need = Math.min(WINDOW_MAX, Math.max(expected - count, guess), readMax - count);
    const docs = await read(edge, need);
    count += docs.length;
    const hide = hidden && docs.length > 0 ? await hidden(docs) : null;
    const shown = hide ? docs.filter((d) => !hide.has(d.id)) : docs;
    kept = fromEnd ? [...shown, ...kept] : [...kept, ...shown];
    const last = fromEnd ? docs[0] : docs[docs.length - 1];
    const docsOut = () => (fromEnd ? kept.slice(-wanted) : kept.slice(0, wanted));
    if (kept.length >= wanted || docs.length < need || !last) {
      return { docs: docsOut(), stoppedAt: null };
    }
    if (count >= readMax) return { docs: docsOut(), stoppedAt: last };
    edge = last;
  }
}
