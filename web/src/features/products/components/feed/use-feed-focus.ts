import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FEED_MESSAGES, type FeedFilter } from '@xmates/domain';
import { paths } from '@/config/paths';
import { toast } from '@/stores/toast-store';
import type { LoadedFeed } from '../../api/get-feed-page';
import { feedSearch } from '../../utils/feed-url';

const HIGHLIGHT_MS = 3_000;

/**
 * focus={id}: once that card is on screen, scroll it into view and highlight it for 3 s.
 * Works on the DOM (a data attribute the card styles) so no re-render is needed.
 */
export function useFeedFocus(focus: string | null, ready: boolean): void {
  useEffect(() => {
    if (!focus || !ready) return;
    const card = document.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(focus)}"]`);
    if (!card) return;
    card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card.dataset.highlight = 'on';
    const timer = setTimeout(() => delete card.dataset.highlight, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete card.dataset.highlight;
    };
  }, [focus, ready]);
}

/**
 * focus={id} for a card the page shown does not hold: opens the feed page that holds it
 * (history replaced, focus kept, so useFeedFocus highlights it there), or the product's own
 * page when this view cannot show it (another filter, or the viewer disliked it). A located
 * page that still lacks the card (the feed changed meanwhile) also ends on the product page,
 * so a focus link never loops.
 */
export function useFocusLocator(
  focus: string | null,
  filter: FeedFilter,
  page: LoadedFeed | undefined,
  /** The viewer (null for visitors), once the session is known. */
  uid: string | null | undefined,
): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!focus || !page || uid === undefined || page.products.some((p) => p.id === focus)) return;
    let live = true;
    // Its own chunk: only a focus link to a card off the page shown needs it, never Home's start.
    import('../../api/locate-feed-card')
      .then(({ locateFeedCard }) => locateFeedCard(focus, filter, uid))
      .then(
        (found) => {
          if (!live) return;
          if (found.kind === 'missing') {
            toast.info(FEED_MESSAGES.focusMissing);
            return;
          }
          if (found.kind === 'feed') {
            const target = feedSearch(filter, found.link, focus);
            if (target !== search && target !== opened.current) {
              opened.current = target;
              void navigate({ search: target }, { replace: true, preventScrollReset: true });
              return;
            }
          }
          toast.info(FEED_MESSAGES.focusElsewhere);
          void navigate(paths.product.getHref(found.slug), { replace: true });
        },
        // A failed lookup leaves the page as it is: the link still opened Home.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [focus, filter, page, uid, search, navigate]);
}
