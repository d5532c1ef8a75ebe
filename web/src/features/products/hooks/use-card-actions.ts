// A card's reactions: optimistic updates rolled back on failure, one action per 3 s per card
// (the server enforces its own per-member limit and answers 429), the spec's messages.
import { useRef, useState } from 'react';
import {
  CARD_MESSAGES,
  EMPTY_VIEWER,
  LIMITS,
  applyReaction,
  type ReactionAction,
} from '@xmates/domain';
import { toast } from '@/stores/toast-store';
import type { CardCounts, CardProduct, ViewerState } from '../types';
import { useMemberPrompt } from './use-member-prompt';

export interface CardState {
  viewer: ViewerState;
  counts: CardCounts;
}

// The calls (and the API client) load with a member's first action, not with every card.
const cardApi = () => import('../api/react-to-product');

/** The server's message for a rate limit, else the action's own failure text. */
const failure = (err: unknown, fallback: string): Promise<string> =>
  cardApi().then(
    (m) => m.failureMessage(err, fallback),
    () => fallback,
  );

const countsOf = (p: CardProduct): CardCounts => ({
  likesCount: p.likesCount,
  dislikesCount: p.dislikesCount,
  favoritesCount: p.favoritesCount,
  commentsCount: p.commentsCount,
  rating: p.rating,
});

/** The average after the viewer's vote, until the server answers with the exact one. */
function guessRating(r: CardCounts['rating'], previous: number | null, value: number) {
  const sum = r.average * r.count - (previous ?? 0) + value;
  const count = r.count + (previous === null ? 1 : 0);
  return { average: Math.round((sum / count) * 100) / 100, count };
}

export function useCardActions(
  product: CardProduct,
  viewer: ViewerState | undefined,
  onViewerChange?: (product: CardProduct, viewer: ViewerState) => void,
) {
  const [local, setLocal] = useState<CardState | null>(null);
  const state: CardState = local ?? { viewer: viewer ?? EMPTY_VIEWER, counts: countsOf(product) };
  const lastAction = useRef(0);
  const member = useMemberPrompt();

  /** The 3-second budget per card; true when this action may go ahead. */
  const take = (): boolean => {
    const now = Date.now();
    if (now - lastAction.current < LIMITS.cardActionThrottleMs) {
      toast.info(CARD_MESSAGES.throttled);
      return false;
    }
    lastAction.current = now;
    return true;
  };

  async function toggle(action: ReactionAction) {
    if (!member(action) || !take()) return;
    const before = state;
    const change = applyReaction(before.viewer, null, action, Date.now());
    const c = before.counts;
    setLocal({
      viewer: { ...before.viewer, ...change.next },
      counts: {
        ...c,
        likesCount: c.likesCount + change.deltas.likesCount,
        dislikesCount: c.dislikesCount + change.deltas.dislikesCount,
        favoritesCount: c.favoritesCount + change.deltas.favoritesCount,
      },
    });
    try {
      const { dislikeProduct, favoriteProduct, likeProduct } = await cardApi();
      let next: CardState;
      if (action === 'favorite') {
        const a = await favoriteProduct(product.id);
        next = {
          viewer: { ...before.viewer, ...change.next, favorite: a.favorite },
          counts: { ...c, favoritesCount: a.favoritesCount },
        };
      } else {
        const a = await (action === 'like' ? likeProduct : dislikeProduct)(product.id);
        next = {
          viewer: { ...before.viewer, liked: a.liked, disliked: a.disliked },
          counts: { ...c, likesCount: a.likesCount, dislikesCount: a.dislikesCount },
        };
      }
      setLocal((s) => ({
        viewer: next.viewer,
        counts: { ...next.counts, commentsCount: (s ?? next).counts.commentsCount },
      }));
      onViewerChange?.(product, next.viewer);
      // The server counts the 3 s per card too (this card may be new on this page): an action
      // it took as a repeat changes nothing, and the card says why it went back.
      const { liked, disliked, favorite } = next.viewer;
      const prev = before.viewer;
      if (liked === prev.liked && disliked === prev.disliked && favorite === prev.favorite) {
        toast.info(CARD_MESSAGES.throttled);
      }
    } catch (err) {
      setLocal(before);
      toast.error(await failure(err, CARD_MESSAGES[action]));
    }
  }

  async function rate(value: number) {
    if (!member('rate') || !take()) return;
    const before = state;
    setLocal({
      viewer: { ...before.viewer, rating: value },
      counts: {
        ...before.counts,
        rating: guessRating(before.counts.rating, before.viewer.rating, value),
      },
    });
    try {
      const { rateProduct } = await cardApi();
      const a = await rateProduct(product.id, value);
      setLocal((s) => {
        const cur = s ?? before;
        return {
          ...cur,
          counts: { ...cur.counts, rating: { average: a.average, count: a.count } },
        };
      });
    } catch (err) {
      setLocal(before);
      toast.error(await failure(err, CARD_MESSAGES.rate));
    }
  }

  async function report() {
    if (!member('report')) return;
    if (state.viewer.reported) {
      toast.info(CARD_MESSAGES.alreadyReported);
      return;
    }
    if (!take()) return;
    const markReported = () =>
      setLocal((s) => {
        const cur = s ?? state;
        return { ...cur, viewer: { ...cur.viewer, reported: true } };
      });
    const api = await cardApi().catch(() => null);
    try {
      if (!api) throw new Error('The card actions could not load.');
      await api.reportProductLink(product.id);
      markReported();
      toast.success(CARD_MESSAGES.reported);
    } catch (err) {
      if (api?.isAlreadyReported(err)) {
        markReported();
        toast.info(CARD_MESSAGES.alreadyReported);
      } else {
        toast.error(await failure(err, CARD_MESSAGES.report));
      }
    }
  }

  /** New comments or replies posted from the dialog (the count covers both). */
  const addComments = (n: number) =>
    setLocal((s) => {
      const cur = s ?? state;
      return { ...cur, counts: { ...cur.counts, commentsCount: cur.counts.commentsCount + n } };
    });

  return {
    state,
    like: () => void toggle('like'),
    dislike: () => void toggle('dislike'),
    favorite: () => void toggle('favorite'),
    rate: (value: number) => void rate(value),
    report: () => void report(),
    addComments,
    member,
  };
}
