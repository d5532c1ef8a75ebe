import { Suspense, lazy } from 'react';
import Button from '@mui/material/Button';
import { nameKey } from '@xmates/domain';
import { usePopup } from '@/lib/use-popup';
import { CategoryIcon, ExpandMoreIcon } from '../icons';

// The dropdown / side panel loads on first use: it is not needed to paint the feed.
const CategoryPanel = lazy(() =>
  import('./category-panel').then((m) => ({ default: m.CategoryPanel })),
);

interface CategoryPickerProps {
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}

/** Categories: a checkable dropdown on wide screens, a side panel on phones (at most 3). */
export function CategoryPicker({ selected, onChange }: CategoryPickerProps) {
  const panel = usePopup();
  const toggle = (name: string) => {
    const key = nameKey(name);
    onChange(
      selected.some((c) => nameKey(c) === key)
        ? selected.filter((c) => nameKey(c) !== key)
        : [...selected, name],
    );
  };
  const label = selected.length > 0 ? `Categories (${selected.length})` : 'Categories';

  return (
    <>
      <Button
        variant="outlined"
        color={selected.length > 0 ? 'primary' : 'inherit'}
        startIcon={<CategoryIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        {...panel.trigger}
        sx={{
          borderColor: selected.length > 0 ? undefined : 'rgba(255,255,255,0.16)',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Button>
      {panel.used && (
        <Suspense fallback={null}>
          <CategoryPanel
            menuId={panel.popupId}
            anchor={panel.anchor}
            close={panel.close}
            selected={selected}
            toggle={toggle}
          />
        </Suspense>
      )}
    </>
  );
}
