import { describe, expect, it, vi } from 'vitest';
import { loadPage, withPage, type PageState } from './use-load-more';

describe('loadPage', () => {
  it('marks the page loading, appends it, then forgets it', async () => {
    const marks: (PageState | null)[] = [];
    const append = vi.fn<(page: string[]) => void>();
    const came = await loadPage(
      () => Promise.resolve(['c', 'd']),
      append,
      (state) => marks.push(state),
    );
    expect(came).toBe(true);
    expect(append).toHaveBeenCalledExactlyOnceWith(['c', 'd']);
    expect(marks).toEqual(['loading', null]);
  });

  it('marks a failed page failed and appends nothing', async () => {
    const marks: (PageState | null)[] = [];
    const append = vi.fn();
    const came = await loadPage(
      () => Promise.reject(new Error('offline')),
      append,
      (state) => marks.push(state),
    );
    expect(came).toBe(false);
    expect(append).not.toHaveBeenCalled();
    expect(marks).toEqual(['loading', 'failed']);
  });
});

describe('withPage', () => {
  it("changes one list's state and keeps the others", () => {
    const start = withPage(new Map(), 'product-1', 'loading');
    const both = withPage(start, 'product-1/comment-9', 'failed');
    expect([...both]).toEqual([
      ['product-1', 'loading'],
      ['product-1/comment-9', 'failed'],
    ]);
    expect([...withPage(both, 'product-1', null)]).toEqual([['product-1/comment-9', 'failed']]);
    expect([...start]).toEqual([['product-1', 'loading']]);
  });
});
