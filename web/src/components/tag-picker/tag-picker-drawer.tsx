import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { AddIcon, CloseIcon } from '@/components/ui/icons';
import { RefreshIcon, SearchIcon } from '@/components/ui/action-icons';
import { useTagGroups } from '@/shared-data/get-tag-groups';
import { TagGroupList } from './tag-group-list';
import { filterTagGroups, hasTag, tagExists, toggleTag } from './tag-groups';

export interface TagPickerDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen categories narrow the tags offered (GET /api/cat/searchtags?categories=). */
  categories?: readonly string[];
  selected: readonly string[];
  onChange: (tags: string[]) => void;
  title?: string;
  /** Most tags that may be chosen (the feed filter allows 5); no limit unless given. */
  max?: number;
  /** Called instead of selecting when the limit is reached, e.g. to show a warning. */
  onLimit?: () => void;
  /** Lets the user add a tag that no group holds yet (the submit form). */
  allowCustom?: boolean;
}

/**
 * A side panel for picking tags: a search box, the chosen tags as removable chips, and every
 * tag grouped alphabetically (# for tags that do not start with a letter), with a refresh.
 * The caller owns the selection; the drawer loads the groups when it mounts (useTagGroups).
 */
export function TagPickerDrawer({
  open,
  onClose,
  categories,
  selected,
  onChange,
  title = 'Choose tags',
  max,
  onLimit,
  allowCustom = false,
}: TagPickerDrawerProps) {
  const { groups, status, refresh: onRefresh } = useTagGroups(categories);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterTagGroups(groups, query), [groups, query]);
  const typed = query.trim();
  const canAddTyped =
    allowCustom && typed.length > 0 && !tagExists(groups, typed) && !hasTag(selected, typed);

  const toggle = (tag: string) => {
    if (max !== undefined && !hasTag(selected, tag) && selected.length >= max) {
      onLimit?.();
      return;
    }
    onChange(toggleTag(selected, tag));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: {
            width: { xs: '100%', sm: 440 },
            bgcolor: BRAND.surfaceRaised,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2.5, pt: 2, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 26 }}>
            <Typography variant="body2" color="textSecondary">
              {selected.length === 0
                ? 'None selected yet'
                : `${selected.length} selected${max ? ` of at most ${max}` : ''}`}
            </Typography>
            {selected.length > 0 && (
              <Button size="small" onClick={() => onChange([])} sx={{ py: 0, px: 1, minWidth: 0 }}>
                Clear all
              </Button>
            )}
          </Stack>
        </Box>
        <Tooltip title="Refresh tags">
          <span>
            <IconButton
              aria-label="Refresh tags"
              onClick={onRefresh}
              disabled={status === 'loading'}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label="Close tag picker" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>

      <Box sx={{ px: 2.5, pb: 1.5 }}>
        <TextField
          size="small"
          placeholder="Search tags"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search tags' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {selected.length > 0 && (
        <Box
          aria-label="Selected tags"
          role="group"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            mx: 2.5,
            mb: 1.5,
            p: 1.25,
            borderRadius: 2,
            border: `1px solid ${BRAND.border}`,
            bgcolor: 'rgba(255,79,139,0.06)',
            maxHeight: 132,
            overflowY: 'auto',
          }}
        >
          {selected.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              size="small"
              color="primary"
              onDelete={() => onChange(toggleTag(selected, tag))}
            />
          ))}
        </Box>
      )}

      {canAddTyped && (
        <Box sx={{ px: 2.5, pb: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              toggle(typed);
              setQuery('');
            }}
          >
            Add “{typed}” as a new tag
          </Button>
        </Box>
      )}

      {status === 'error' && (
        <Alert
          severity="warning"
          sx={{ mx: 2.5, mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={onRefresh}>
              Retry
            </Button>
          }
        >
          Failed to load tags.
        </Alert>
      )}

      {status === 'loading' && visible.length === 0 ? (
        <Box sx={{ px: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-busy="true">
          {Array.from({ length: 18 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={56 + ((i * 23) % 50)} height={24} />
          ))}
        </Box>
      ) : visible.length === 0 && status === 'ready' ? (
        <Typography color="textSecondary" sx={{ px: 2.5, py: 2 }}>
          {typed ? `No tags match “${typed}”.` : 'No tags yet.'}
        </Typography>
      ) : (
        <TagGroupList groups={visible} selected={selected} onToggle={toggle} />
      )}

      <Box sx={{ p: 2, borderTop: `1px solid ${BRAND.border}` }}>
        <Button fullWidth variant="contained" onClick={onClose}>
          {selected.length > 0 ? `Done · ${selected.length} selected` : 'Done'}
        </Button>
      </Box>
    </Drawer>
  );
}
