import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FeedFilter } from '@xmates/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { feedSearch, type PageLink } from '../../utils/feed-url';
import { pageWindow } from '../../utils/page-window';
import { FirstPageIcon, LastPageIcon } from '../icons';

interface FeedPaginationProps {
  filter: FeedFilter;
  page: number;
  pages: number;
  prevCursor: string | null;
  nextCursor: string | null;
  onNavigate: () => void;
}

const cell = {
  minWidth: { xs: 36, sm: 40 },
  height: { xs: 36, sm: 40 },
  px: 1,
  borderRadius: 2.5,
} as const;

/** First and Last repeat the numbers 1 and N: on phones the row keeps only the numbers. */
const endsSx = { display: { xs: 'none', sm: 'inline-flex' } } as const;

/**
 * First, Prev, the current page ±1, Next, Last. Each is a real link carrying its cursor, so it
 * can be opened in a new tab or shared (see feed-url.ts for what the cursors mean).
 */
export function FeedPagination({
  filter,
  page,
  pages,
  prevCursor,
  nextCursor,
  onNavigate,
}: FeedPaginationProps) {
  if (pages <= 1) return null;
  const linkTo = (target: number): PageLink | null => {
    if (target < 1 || target > pages || target === page) return null;
    if (target === 1) return { page: 1 };
    if (target === pages && Math.abs(target - page) > 1) return { page: 'last' };
    if (target === page + 1 && nextCursor) return { page: target, after: nextCursor };
    if (target === page - 1 && prevCursor) return { page: target, before: prevCursor };
    if (target === pages) return { page: 'last' };
    return null;
  };
  const item = (
    target: number,
    label: ReactNode,
    aria: string,
    key: string,
    { numbered = false, end = false } = {},
  ) => {
    const link = linkTo(target);
    const current = numbered && target === page;
    const sx = {
      ...cell,
      ...(end ? endsSx : {}),
      borderColor: 'rgba(255,255,255,0.14)',
      fontVariantNumeric: 'tabular-nums',
    };
    if (current) {
      return (
        <Button
          key={key}
          component="span"
          aria-current="page"
          aria-label={aria}
          variant="contained"
          sx={{ ...sx, pointerEvents: 'none' }}
        >
          {label}
        </Button>
      );
    }
    if (!link) {
      return (
        <Button key={key} disabled aria-label={aria} variant="outlined" color="inherit" sx={sx}>
          {label}
        </Button>
      );
    }
    return (
      <Button
        key={key}
        component={RouterLink}
        to={{ search: feedSearch(filter, link) }}
        preventScrollReset
        onClick={onNavigate}
        aria-label={aria}
        variant="outlined"
        color="inherit"
        sx={sx}
      >
        {label}
      </Button>
    );
  };

  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: { xs: 0.5, sm: 0.75 },
        mt: { xs: 4, md: 5 },
      }}
    >
      {item(1, <FirstPageIcon fontSize="small" />, 'First page', 'first', { end: true })}
      {item(page - 1, <ChevronLeftIcon fontSize="small" />, 'Previous page', 'prev')}
      {pageWindow(page, pages).map((i) =>
        i.type === 'gap' ? (
          <Box
            key={i.key}
            aria-hidden="true"
            sx={{
              ...cell,
              minWidth: { xs: 16, sm: 24 },
              px: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            …
          </Box>
        ) : (
          item(i.page, i.page, `Page ${i.page}`, `p${i.page}`, { numbered: true })
        ),
      )}
      {item(page + 1, <ChevronRightIcon fontSize="small" />, 'Next page', 'next')}
      {item(pages, <LastPageIcon fontSize="small" />, 'Last page', 'last', { end: true })}
    </Box>
  );
}
