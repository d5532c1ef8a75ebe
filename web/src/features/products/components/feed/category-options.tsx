import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIMITS, nameKey, type CategoryView } from '@xmates/domain';
import { StarIcon } from '@/components/ui/icons';
import { CheckBoxBlankIcon, CheckBoxIcon } from '../icons';

interface CategoryOptionsProps {
  categories: readonly CategoryView[];
  status: string;
  selected: readonly string[];
  onToggle: (name: string) => void;
}

/**
 * The categories as checkable menu items (loaded when the picker opens). At most 3: once 3
 * are chosen the others are disabled and the hint says why.
 */
export function CategoryOptions({ categories, status, selected, onToggle }: CategoryOptionsProps) {
  const chosen = new Set(selected.map(nameKey));
  const full = chosen.size >= LIMITS.maxFilterCategories;
  return (
    <>
      <Box sx={{ px: 2, pt: 1, pb: 1 }} role="presentation">
        <Typography
          variant="body2"
          color={full ? 'warning.main' : 'textSecondary'}
          aria-live="polite"
        >
          {full
            ? `You can choose up to ${LIMITS.maxFilterCategories} categories. Remove one to pick another.`
            : `Choose up to ${LIMITS.maxFilterCategories} categories.`}
        </Typography>
      </Box>
      {status === 'loading' &&
        [0, 1, 2, 3, 4].map((i) => (
          <Box key={i} sx={{ px: 2, py: 1 }} role="presentation">
            <Skeleton width={120 + ((i * 37) % 60)} />
          </Box>
        ))}
      {status === 'error' && (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 1 }} role="presentation">
          Categories could not be loaded.
        </Typography>
      )}
      {categories.map((c) => {
        const on = chosen.has(nameKey(c.name));
        return (
          <MenuItem
            key={c._id}
            role="menuitemcheckbox"
            aria-checked={on}
            disabled={!on && full}
            onClick={() => onToggle(c.name)}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon sx={{ color: on ? 'primary.main' : 'text.secondary' }}>
              {on ? <CheckBoxIcon fontSize="small" /> : <CheckBoxBlankIcon fontSize="small" />}
            </ListItemIcon>
            <Box component="span" sx={{ flex: 1 }}>
              {c.name}
            </Box>
            {c.featured && (
              <StarIcon aria-label="Featured" sx={{ fontSize: 14, color: '#f5b84b', ml: 1 }} />
            )}
          </MenuItem>
        );
      })}
    </>
  );
}
