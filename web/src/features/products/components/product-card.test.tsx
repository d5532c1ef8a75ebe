// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, LIMITS, type LikeAnswer } from '@xmates/domain';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { dislikeProduct, favoriteProduct, likeProduct } from '../api/react-to-product';
import type { CardProduct } from '../types';
import { ProductCard } from './product-card';

// The card's calls are stubbed where they leave the feature; the images' fetcher loads the
// Firebase edge, which this card (no protected images) never calls.
vi.mock('../api/react-to-product', () => ({
  likeProduct: vi.fn(),
  dislikeProduct: vi.fn(),
  favoriteProduct: vi.fn(),
}));
vi.mock('@/lib/firebase', () => ({}));

const product: CardProduct = {
  id: 'p1',
  slug: 'p1',
  title: 'Sunset over the bay',
  description: '',
  images: [],
  category: 'Nature',
  categories: ['Nature'],
  tags: [],
  link: null,
  isAdultsOnly: false,
  ownerName: null,
  ownerBadges: [],
  likesCount: 4,
  dislikesCount: 1,
  favoritesCount: 2,
  commentsCount: 0,
  rating: { average: 0, count: 0 },
  createdAtMs: null,
};

const liked: LikeAnswer = { liked: true, disliked: false, likesCount: 5, dislikesCount: 1 };

/** Clicks a card button by its name's start ("Like" for "Like: 4"), then lets the call answer. */
async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}: `) }));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const messages = () => useToastStore.getState().toasts.map((t) => t.message);

describe('a card’s actions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(likeProduct).mockReset().mockResolvedValue(liked);
    vi.mocked(dislikeProduct)
      .mockReset()
      .mockResolvedValue({ ...liked, liked: false, disliked: true });
    vi.mocked(favoriteProduct).mockReset().mockResolvedValue({ favorite: true, favoritesCount: 3 });
    useSessionStore.setState({ status: 'signed-in' });
    render(<ProductCard product={product} />, { wrapper: MemoryRouter });
  });
  afterEach(() => {
    cleanup();
    useToastStore.setState({ toasts: [] });
    vi.useRealTimers();
  });

  it('refuses another action within LIMITS.cardActionThrottleMs with its message, then takes the next', async () => {
    await press('Like');
    expect(likeProduct).toHaveBeenCalledExactlyOnceWith('p1');
    expect(screen.getByRole('button', { name: 'Like: 5' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(messages()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(LIMITS.cardActionThrottleMs - 1));
    for (const name of ['Like', 'Dislike', 'Favorite']) {
      const shown = messages().length;
      await press(name);
      expect(messages().slice(shown)).toEqual([CARD_MESSAGES.throttled]);
    }
    expect(likeProduct).toHaveBeenCalledOnce();
    expect(dislikeProduct).not.toHaveBeenCalled();
    expect(favoriteProduct).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Like: 5' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Dislike: 1' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Favorite: 2' })).toBeDefined();

    // The refusals did not restart the wait: the first action's time has now passed.
    const refusals = messages().length;
    await act(() => vi.advanceTimersByTimeAsync(1));
    await press('Favorite');
    expect(favoriteProduct).toHaveBeenCalledExactlyOnceWith('p1');
    expect(screen.getByRole('button', { name: 'Favorite: 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(messages()).toHaveLength(refusals);
  });
});
