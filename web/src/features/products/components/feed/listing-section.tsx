import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FeedFilter } from '@xmates/domain';
import { EmptyState } from '../product-grid';
import { isDefaultFilter } from './active-filters';

interface ListingSectionProps {
  titleId: string;
  title: string;
  /** The line under the title (count, page), announced as it changes. */
  summary: string;
  /** Where paging scrolls back to. */
  topRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** A page of cards (Home's feed, search results): its title, a live summary, then the rest. */
export function ListingSection({ titleId, title, summary, topRef, children }: ListingSectionProps) {
  return (
    <Container
      component="section"
      maxWidth="lg"
      sx={{ py: { xs: 4, md: 6 } }}
      aria-labelledby={titleId}
    >
      <Box ref={topRef} sx={{ scrollMarginTop: 80, mb: 2.5 }}>
        <Typography id={titleId} variant="h2">
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.75, minHeight: 24 }} aria-live="polite">
          {summary}
        </Typography>
      </Box>
      {children}
    </Container>
  );
}

/**
 * Nothing found: `title`, then what to try, or a way to clear the categories and tags when
 * the filter holds some.
 */
export function NothingFound({
  title,
  hint,
  filter,
  onChange,
}: {
  title: string;
  hint: string;
  filter: FeedFilter;
  onChange: (filter: FeedFilter) => void;
}) {
  return (
    <EmptyState title={title}>
      {isDefaultFilter(filter) ? (
        <Typography>{hint}</Typography>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => onChange({ ...filter, categories: [], tags: [] })}
        >
          Clear the filters
        </Button>
      )}
    </EmptyState>
  );
}

/** The cards could not be read: `title` and Try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState title={title}>
      <Button variant="outlined" color="inherit" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}
