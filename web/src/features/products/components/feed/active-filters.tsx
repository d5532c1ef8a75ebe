import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DEFAULT_FEED_FILTER, atomFeedPath, type FeedFilter } from '@xmates/domain';
import { CategoryIcon, RssFeedIcon } from '../icons';
import { Pill } from '../pill';
import { SORT_LABELS } from '../../utils/sort-labels';

interface ActiveFiltersProps {
  filter: FeedFilter;
  onChange: (filter: FeedFilter) => void;
}

export function isDefaultFilter(filter: FeedFilter): boolean {
  return (
    filter.categories.length === 0 &&
    filter.tags.length === 0 &&
    filter.tagMode === DEFAULT_FEED_FILTER.tagMode &&
    filter.sort === DEFAULT_FEED_FILTER.sort
  );
}

/**
 * The chosen categories and tags as removable chips, the Atom feed of those categories and tags
 * (newest first, whatever the sort) for a feed reader, and Reset all.
 */
export function ActiveFilters({ filter, onChange }: ActiveFiltersProps) {
  if (isDefaultFilter(filter)) return null;
  const without = (list: string[], item: string) => list.filter((x) => x !== item);
  return (
    <Box
      role="group"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
    >
      {filter.categories.map((c) => (
        <Pill
          key={`c:${c}`}
          tone="primary"
          icon={<CategoryIcon />}
          removeLabel={`Remove category ${c}`}
          onRemove={() => onChange({ ...filter, categories: without(filter.categories, c) })}
        >
          {c}
        </Pill>
      ))}
      {filter.tags.map((t) => (
        <Pill
          key={`t:${t}`}
          removeLabel={`Remove tag ${t}`}
          onRemove={() => onChange({ ...filter, tags: without(filter.tags, t) })}
        >
          {t.startsWith('#') ? t : `#${t}`}
        </Pill>
      ))}
      {filter.tags.length > 1 && (
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', px: 0.5 }}>
          {filter.tagMode === 'all' ? 'matching all tags' : 'matching any tag'}
        </Box>
      )}
      {filter.sort !== DEFAULT_FEED_FILTER.sort && (
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', px: 0.5 }}>
          sorted by {SORT_LABELS[filter.sort].toLowerCase()}
        </Box>
      )}
      {filter.categories.length + filter.tags.length > 0 && (
        // Served by the pages function, not the app: a plain link.
        <Button
          size="small"
          href={atomFeedPath(filter)}
          type="application/atom+xml"
          title="Follow the newest videos of these filters in a feed reader"
          startIcon={<RssFeedIcon />}
          sx={{ ml: 0.5 }}
        >
          Atom feed
        </Button>
      )}
      <Button size="small" onClick={() => onChange(DEFAULT_FEED_FILTER)} sx={{ ml: 0.5 }}>
        Reset all
      </Button>
    </Box>
  );
}
