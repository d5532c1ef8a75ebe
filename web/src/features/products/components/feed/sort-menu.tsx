import { Suspense, lazy, useId, useState } from 'react';
import Button from '@mui/material/Button';
import type { Sort } from '@xmates/domain';
import { SORT_LABELS } from '../../utils/sort-labels';
import { ExpandMoreIcon, SortIcon } from '../icons';

// Menus load on first use: they are not needed to paint the feed.
const SortMenuList = lazy(() =>
  import('./sort-menu-list').then((m) => ({ default: m.SortMenuList })),
);

export function SortMenu({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SortIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Sort: ${SORT_LABELS[value]}`}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ borderColor: 'rgba(255,255,255,0.16)', whiteSpace: 'nowrap' }}
      >
        {SORT_LABELS[value]}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SortMenuList
            menuId={menuId}
            anchor={anchor}
            value={value}
            onClose={() => setAnchor(null)}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
