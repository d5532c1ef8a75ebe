import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FeedFilter } from '@xmates/domain';
import { TagIcon } from '@/components/ui/action-icons';
import { ActiveFilters } from './active-filters';
import { CategoryPicker } from './category-picker';
import { SortMenu } from './sort-menu';
import { TagModeToggle } from './tag-mode-toggle';

// The tag panel (search box, grouped tags) is fetched the first time it opens.
const FeedTagPicker = lazy(() =>
  import('./feed-tag-picker').then((m) => ({ default: m.FeedTagPicker })),
);

interface FeedToolbarProps {
  filter: FeedFilter;
  onChange: (filter: FeedFilter) => void;
  /** Search ranks its results itself: it shows the filters without the sort menu. */
  sortable?: boolean;
}

/** Categories, tags, any/all, sort, and the active filters with Reset all. */
export function FeedToolbar({ filter, onChange, sortable = true }: FeedToolbarProps) {
  const [tagPanel, setTagPanel] = useState<'never' | 'open' | 'closed'>('never');
  const tagLabel = filter.tags.length > 0 ? `Tags (${filter.tags.length})` : 'Tags';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <CategoryPicker
          selected={filter.categories}
          onChange={(categories) => onChange({ ...filter, categories })}
        />
        <Button
          variant="outlined"
          color={filter.tags.length > 0 ? 'primary' : 'inherit'}
          startIcon={<TagIcon />}
          aria-haspopup="dialog"
          onClick={() => setTagPanel('open')}
          sx={{
            borderColor: filter.tags.length > 0 ? undefined : 'rgba(255,255,255,0.16)',
            whiteSpace: 'nowrap',
          }}
        >
          {tagLabel}
        </Button>
        <TagModeToggle
          value={filter.tagMode}
          onChange={(tagMode) => onChange({ ...filter, tagMode })}
        />
        <Box sx={{ flex: 1 }} />
        {sortable && (
          <SortMenu value={filter.sort} onChange={(sort) => onChange({ ...filter, sort })} />
        )}
      </Box>
      <ActiveFilters filter={filter} onChange={onChange} />
      {tagPanel !== 'never' && (
        <Suspense fallback={null}>
          <FeedTagPicker
            open={tagPanel === 'open'}
            onClose={() => setTagPanel('closed')}
            categories={filter.categories}
            selected={filter.tags}
            onChange={(tags) => onChange({ ...filter, tags })}
          />
        </Suspense>
      )}
    </Box>
  );
}
