import { Suspense, lazy } from 'react';
import Button from '@mui/material/Button';
import type { Sort } from '@xmates/domain';
import { usePopup } from '@/lib/use-popup';
import { SORT_LABELS } from '../../utils/sort-labels';
import { ExpandMoreIcon, SortIcon } from '../icons';

// Menus load on first use: they are not needed to paint the feed.
const SortMenuList = lazy(() =>
  import('./sort-menu-list').then((m) => ({ default: m.SortMenuList })),
);

export function SortMenu({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const menu = usePopup();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SortIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-label={`Sort: ${SORT_LABELS[value]}`}
        {...menu.trigger}
        sx={{ borderColor: 'rgba(255,255,255,0.16)', whiteSpace: 'nowrap' }}
      >
        {SORT_LABELS[value]}
      </Button>
      {menu.used && (
        <Suspense fallback={null}>
          <SortMenuList
            menuId={menu.popupId}
            anchor={menu.anchor}
            value={value}
            onClose={menu.close}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
