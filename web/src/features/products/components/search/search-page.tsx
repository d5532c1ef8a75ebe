import { useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIMITS, SEARCH_MESSAGES, parseSearchQuery, type FeedFilter } from '@xmates/domain';
import { AgeGateOverlay } from '@/components/age-gate/age-gate-overlay';
import { useAdultAccess } from '@/components/age-assurance/use-adult-access';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { usePageHead } from '@/lib/document-head';
import { useHiddenFiltersVersion } from '@/shared-data/hidden-filters-version';
import { useAgeGateStore } from '@/stores/age-gate-store';
import { useSessionStore } from '@/stores/session-store';
import { useSearchResults, type SearchRequest } from '../../api/search-products';
import { readSearchLocation, searchHref, type SearchLocation } from '../../utils/search-url';
import { FeedToolbar } from '../feed/feed-toolbar';
import { ListingSection, LoadFailed, NothingFound } from '../feed/listing-section';
import { ListCards } from '../product-list-page';
import { EmptyState, GridSkeleton } from '../product-grid';

/** /search?q=: the header's search, six ranked cards a page, with the feed's filters. */
export function SearchPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const location = useMemo(() => readSearchLocation(new URLSearchParams(search)), [search]);
  const navigate = useNavigate();
  const top = useRef<HTMLDivElement>(null);
  // As on Home: the 18+ gate covers the page (a shared /search?q= link is a first visit too)
  // and nothing of the library loads behind it or before the session.
  const gateAccepted = useAgeGateStore((s) => s.accepted);
  const sessionReady = useSessionStore((s) => s.status !== 'loading');
  const access = useAdultAccess();
  const hiddenVersion = useHiddenFiltersVersion();
  const checked = useMemo(() => parseSearchQuery(location.q), [location.q]);
  usePageHead({ name: checked.ok ? `Search: ${checked.value.q}` : 'Search' });

  const terms = checked.ok ? checked.value : null;
  const request = useMemo<SearchRequest | null>(
    () =>
      terms && gateAccepted && sessionReady
        ? {
            terms,
            filter: location.filter,
            page: location.page,
            access: `${access.images}:${access.links}`,
            hiddenVersion,
          }
        : null,
    [terms, location, gateAccepted, sessionReady, access.images, access.links, hiddenVersion],
  );
  const results = useSearchResults(request);
  const found = results.data;

  const go = (next: SearchLocation) => void navigate(searchHref(next));
  const setFilter = (filter: FeedFilter) => go({ ...location, filter, page: 1 });
  const summary = !terms
    ? checked.ok
      ? ''
      : checked.error
    : found
      ? `${found.total} video link${found.total === 1 ? '' : 's'} match “${terms.q}”` +
        (found.pages > 1 ? ` · page ${Math.min(location.page, found.pages)} of ${found.pages}` : '')
      : gateAccepted
        ? `Searching for “${terms.q}”…`
        : `Search for “${terms.q}”`;

  return (
    <>
      <ListingSection titleId="search-title" title="Search" summary={summary} topRef={top}>
        {terms && (
          <Box sx={{ mb: 3 }}>
            <FeedToolbar filter={location.filter} onChange={setFilter} sortable={false} />
          </Box>
        )}
        {!terms && (
          <EmptyState title={checked.ok ? SEARCH_MESSAGES.empty : checked.error}>
            <Typography>
              Search the titles, descriptions, tags and categories of video links.
            </Typography>
          </EmptyState>
        )}
        {results.status === 'loading' && request && (
          <GridSkeleton count={LIMITS.feedPageSize} label="Loading search results" />
        )}
        {results.status === 'error' && (
          <LoadFailed title="The search could not be run." onRetry={results.reload} />
        )}
        {terms && found && found.items.length === 0 && (
          <NothingFound
            title={SEARCH_MESSAGES.noResults(terms.q)}
            hint="Try fewer words, or the start of a word."
            filter={location.filter}
            onChange={setFilter}
          />
        )}
        {found && found.items.length > 0 && (
          <ListCards label="Search results" items={found.items} />
        )}
        {found?.capped && (
          <Typography color="textSecondary" variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            {SEARCH_MESSAGES.capped}
          </Typography>
        )}
        {found && found.pages > 1 && (
          <Box
            component="nav"
            aria-label="Search result pages"
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 4 }}
          >
            <Button
              component={RouterLink}
              to={searchHref({ ...location, page: location.page - 1 })}
              disabled={location.page <= 1}
              variant="outlined"
              color="inherit"
              startIcon={<ChevronLeftIcon />}
            >
              Prev
            </Button>
            <Typography color="textSecondary">
              Page {Math.min(location.page, found.pages)} of {found.pages}
            </Typography>
            <Button
              component={RouterLink}
              to={searchHref({ ...location, page: location.page + 1 })}
              disabled={location.page >= found.pages}
              variant="outlined"
              color="inherit"
              endIcon={<ChevronRightIcon />}
            >
              Next
            </Button>
          </Box>
        )}
      </ListingSection>
      <AgeGateOverlay />
    </>
  );
}
