import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { FEED_MESSAGES, LIMITS, type FeedFilter } from '@xmates/domain';
import { useAdultReads } from '@/components/age-assurance/use-adult-access';
import { useAgeGateStore } from '@/stores/age-gate-store';
import { useHiddenFiltersVersion } from '@/shared-data/hidden-filters-version';
import { useSessionStore } from '@/stores/session-store';
import { useFeedPage, type FeedPageRequest } from '../../api/get-feed-page';
import { useViewerReactions } from '../../api/get-viewer-reactions';
import type { CardProduct, ViewerState } from '../../types';
import { feedSearch, readFeedLocation } from '../../utils/feed-url';
import { pageCount } from '../../utils/page-window';
import { SORT_LABELS } from '../../utils/sort-labels';
import { ProductCard } from '../product-card';
import { GridSkeleton, ProductGrid } from '../product-grid';
import { FeedPagination } from './feed-pagination';
import { FeedToolbar } from './feed-toolbar';
import { ListingSection, LoadFailed, NothingFound } from './listing-section';
import { useFeedFocus, useFocusLocator } from './use-feed-focus';

/** The home feed: filters and sort, six cards a page, numbered pages; all state in the URL. */
export function HomeFeed() {
  const [params] = useSearchParams();
  const search = params.toString();
  const location = useMemo(() => readFeedLocation(new URLSearchParams(search)), [search]);
  const navigate = useNavigate();
  const status = useSessionStore((s) => s.status);
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  // Nothing of the library loads behind the 18+ gate: its cards (and their images) wait for
  // the visitor's answer, and a visitor who leaves has downloaded none of them.
  const gateAccepted = useAgeGateStore((s) => s.accepted);
  const { images, links } = useAdultReads();
  const hiddenVersion = useHiddenFiltersVersion();
  const top = useRef<HTMLDivElement>(null);

  // A numbered page without its cursor cannot be read: show page 1 instead (history replaced).
  useEffect(() => {
    if (location.needsFallback) {
      void navigate(
        { search: feedSearch(location.filter) },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [location, navigate]);

  // A page waits for the session: a member's page must never flash a product they disliked.
  const sessionReady = status !== 'loading';
  const request = useMemo<FeedPageRequest | null>(() => {
    if (!gateAccepted || !sessionReady || location.needsFallback) return null;
    return {
      filter: location.filter,
      target: location.target,
      uid,
      hiddenVersion,
      reads: { images, links },
    };
  }, [gateAccepted, sessionReady, uid, hiddenVersion, images, links, location]);
  const feed = useFeedPage(request);
  const feedPage = feed.data;
  const [removed, setRemoved] = useState<{ request: FeedPageRequest | null; ids: string[] }>({
    request: null,
    ids: [],
  });
  const gone = removed.request === request ? removed.ids : [];
  const products = (feedPage?.products ?? []).filter((p) => !gone.includes(p.id));
  const viewers = useViewerReactions(uid, feedPage?.products.map((p) => p.id) ?? []);
  useFeedFocus(location.focus, feed.status === 'ready');
  useFocusLocator(location.focus, location.filter, feedPage, request?.uid);

  const setFilter = (filter: FeedFilter) =>
    navigate({ search: feedSearch(filter) }, { preventScrollReset: true });

  // Disliking takes the card off Home at once; the next page load refills the page.
  const onViewerChange = (product: CardProduct, viewer: ViewerState) => {
    if (!viewer.disliked || !uid) return;
    // The session's dislike list is a member's, loaded on demand (get-feed-page.ts).
    void import('../../api/get-disliked').then((m) => m.rememberDisliked(uid, product, true));
    setRemoved((r) => ({ request, ids: [...(r.request === request ? r.ids : []), product.id] }));
  };

  const pages = feedPage ? pageCount(feedPage.visibleTotal - gone.length, LIMITS.feedPageSize) : 1;
  const page = location.page ?? pages;
  const total = feedPage ? Math.max(0, feedPage.visibleTotal - gone.length) : null;
  const heading =
    location.filter.sort === 'latest' ? 'Latest links' : SORT_LABELS[location.filter.sort];

  const summary =
    total === null
      ? 'Finding video links…'
      : `${total} video link${total === 1 ? '' : 's'}${pages > 1 ? ` · page ${page} of ${pages}` : ''}`;

  return (
    <ListingSection titleId="feed-title" title={heading} summary={summary} topRef={top}>
      <Box sx={{ mb: 3 }}>
        <FeedToolbar filter={location.filter} onChange={setFilter} />
      </Box>
      {feed.status === 'loading' && (
        <GridSkeleton count={LIMITS.feedPageSize} label="Loading video links" />
      )}
      {feed.status === 'error' && (
        <LoadFailed title="The feed could not be loaded." onRetry={feed.reload} />
      )}
      {feed.status === 'ready' && products.length === 0 && (
        <NothingFound
          title={FEED_MESSAGES.noVideoFound}
          hint="New links appear here as soon as they are approved."
          filter={location.filter}
          onChange={setFilter}
        />
      )}
      {products.length > 0 && (
        <ProductGrid label="Video links">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              viewer={viewers.get(product.id)}
              eager={index === 0}
              onViewerChange={onViewerChange}
            />
          ))}
        </ProductGrid>
      )}
      {feedPage && (
        <FeedPagination
          filter={location.filter}
          page={Math.min(page, pages)}
          pages={pages}
          prevCursor={feedPage.prevCursor}
          nextCursor={feedPage.nextCursor}
          onNavigate={() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        />
      )}
    </ListingSection>
  );
}
