import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SORTS, type Sort } from '@xmates/domain';
import { CheckIcon } from '@/components/ui/action-icons';
import { SORT_LABELS } from '../../utils/sort-labels';

interface SortMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  value: Sort;
  onClose: () => void;
  onChange: (sort: Sort) => void;
}

/** The sort choices (own chunk: loaded on the first click of the sort button). */
export function SortMenuList({ menuId, anchor, value, onClose, onChange }: SortMenuListProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Sort by' } }}
    >
      {SORTS.map((sort) => (
        <MenuItem
          key={sort}
          selected={sort === value}
          onClick={() => {
            onClose();
            if (sort !== value) onChange(sort);
          }}
        >
          <ListItemIcon>{sort === value && <CheckIcon fontSize="small" />}</ListItemIcon>
          {SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </Menu>
  );
}
