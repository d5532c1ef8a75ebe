// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedFocus } from './use-feed-focus';

// The locator's Firestore reads are the feature's api module; the highlight never calls them.
vi.mock('../../api/locate-feed-card', () => ({ locateFeedCard: vi.fn() }));

/** A card of the feed, and the feed's focus={id} once it is ready. */
function Feed({ focus, ready }: { focus: string | null; ready: boolean }) {
  useFeedFocus(focus, ready);
  return <article data-product-id="demo-p001" />;
}

const highlight = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-product-id="demo-p001"]')?.dataset.highlight;

describe('useFeedFocus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('highlights the focused card for 3 s once the feed is ready', () => {
    const { container, rerender } = render(<Feed focus="demo-p001" ready={false} />);
    expect(highlight(container)).toBeUndefined();
    rerender(<Feed focus="demo-p001" ready />);
    expect(highlight(container)).toBe('on');
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(highlight(container)).toBe('on');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(highlight(container)).toBeUndefined();
  });

  it('highlights nothing without focus={id}', () => {
    const { container } = render(<Feed focus={null} ready />);
    expect(highlight(container)).toBeUndefined();
  });
});
