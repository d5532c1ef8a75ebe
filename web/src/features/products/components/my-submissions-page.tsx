// My Submissions: the member's approved products as cards, six a page. The API answers them a
// hundred at a time with their total (matched by the member's uid, so a changed e-mail loses
// nothing); a page past the cards read so far reads the next hundred, so every one is shown.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@xmates/domain';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { usePageHead } from '@/lib/document-head';
import { useProductList } from '../api/get-product-list';
import { pageCount } from '../utils/page-window';
import { EmptyState, GridSkeleton } from './product-grid';
import { ListCards } from './product-list-page';

const TITLE = 'My Submissions';
const PAGE = LIMITS.mySubmissionsPageSize;

export function MySubmissionsPage() {
  const list = useProductList('mine', LIMITS.ownListMax);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  usePageHead({ name: TITLE });

  useEffect(() => window.scrollTo({ top: 0 }), []);

  const total = list.total ?? list.items.length;
  const pages = pageCount(total, PAGE);
  const shown = list.items.slice((page - 1) * PAGE, page * PAGE);
  const short = list.items.length < Math.min(page * PAGE, total) && list.hasMore;
  const { loadMore, loadingMore, moreFailed } = list;
  useEffect(() => {
    if (short && !loadingMore && !moreFailed) loadMore();
  }, [short, loadingMore, moreFailed, loadMore]);

  const openPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box ref={top} sx={{ scrollMarginTop: 80 }}>
      <PageContainer
        title={TITLE}
        subtitle={
          list.status === 'loading'
            ? 'Approved • …'
            : `Approved • ${total} item${total === 1 ? '' : 's'}`
        }
      >
        {(list.status === 'loading' || (short && !moreFailed)) && (
          <GridSkeleton count={PAGE} columns={2} label={`Loading ${TITLE}`} />
        )}
        {moreFailed && (
          <EmptyState title="These submissions could not be loaded.">
            <Button variant="outlined" color="inherit" onClick={loadMore}>
              Try again
            </Button>
          </EmptyState>
        )}
        {list.status !== 'loading' && total === 0 && (
          <EmptyState title="No approved submissions yet">
            <Typography>
              Videos you submit and that get approved will appear here as cards.
            </Typography>
            <Button
              component={RouterLink}
              to={paths.submit.getHref()}
              variant="contained"
              sx={{ mt: 2.5 }}
            >
              Submit a video link
            </Button>
          </EmptyState>
        )}
        {!short && shown.length > 0 && <ListCards label={TITLE} items={shown} columns={2} />}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => openPage(next)}
            sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </PageContainer>
    </Box>
  );
}
