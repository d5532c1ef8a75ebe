// "Load more" of the lists the SPA pages through by cursor (comments, replies, the member
// lists): the first page comes from useAsync, each next page from here, appended in place.
import { useState } from 'react';

/** Where the next page of one list is: on its way, or failed (a new try clears it). */
export type PageState = 'loading' | 'failed';

/** The states with `key`'s changed: null forgets it (its page came). */
export function withPage(
  pages: ReadonlyMap<string, PageState>,
  key: string,
  state: PageState | null,
): ReadonlyMap<string, PageState> {
  const next = new Map(pages);
  if (state) next.set(key, state);
  else next.delete(key);
  return next;
}

/**
 * Fetches one page and hands it to `append`, marking it 'loading', then null, or 'failed'.
 * Resolves true when the page came.
 */
export async function loadPage<P>(
  fetch: () => Promise<P>,
  append: (page: P) => void,
  mark: (state: PageState | null) => void,
): Promise<boolean> {
  mark('loading');
  try {
    append(await fetch());
    mark(null);
    return true;
  } catch {
    mark('failed');
    return false;
  }
}

/**
 * The next pages of lists, each named by a key that changes with what the list shows (a product,
 * a comment, a member list and its age gate), so a page of a list no longer shown is forgotten.
 */
export function useLoadMore() {
  const [pages, setPages] = useState<ReadonlyMap<string, PageState>>(new Map());
  return {
    /** The next page of `key` is on its way. */
    loading: (key: string) => pages.get(key) === 'loading',
    /** The last try at `key`'s next page failed. */
    failed: (key: string) => pages.get(key) === 'failed',
    /**
     * Fetches `key`'s next page (unless it is already on its way) and appends it; `onFailed`
     * says so when it fails.
     */
    load: <P>(
      key: string,
      fetch: () => Promise<P>,
      append: (page: P) => void,
      onFailed?: () => void,
    ) => {
      if (pages.get(key) === 'loading') return;
      void loadPage(fetch, append, (state) => setPages((p) => withPage(p, key, state))).then(
        (came) => {
          if (!came) onFailed?.();
        },
      );
    },
  };
}
