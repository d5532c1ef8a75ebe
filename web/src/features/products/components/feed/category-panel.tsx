import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PopoverActions } from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import { useCategories } from '@/shared-data/get-categories';
import { BRAND } from '@/config/brand';
import { CloseIcon } from '@/components/ui/icons';
import { CategoryOptions } from './category-options';

interface CategoryPanelProps {
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
  selected: readonly string[];
  toggle: (name: string) => void;
}

/**
 * The category choices: a dropdown of checkable items on wide screens, a side panel on
 * phones. Its own chunk, loaded on the first click of the Categories button.
 */
export function CategoryPanel({ menuId, anchor, close, selected, toggle }: CategoryPanelProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { categories, status } = useCategories();
  // The list arrives after the dropdown opened: place it again so it fits in the window.
  const popover = useRef<PopoverActions>(null);
  useEffect(() => {
    popover.current?.updatePosition();
  }, [status, categories.length]);
  return (
    <>
      {wide ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          action={popover}
          slotProps={{
            paper: { sx: { width: 300, maxHeight: 440 } },
            list: { 'aria-label': 'Categories' },
          }}
        >
          <CategoryOptions
            categories={categories}
            status={status}
            selected={selected}
            onToggle={toggle}
          />
        </Menu>
      ) : (
        <Drawer
          anchor="left"
          open={Boolean(anchor)}
          onClose={close}
          slotProps={{
            paper: {
              id: menuId,
              role: 'dialog',
              'aria-label': 'Choose categories',
              sx: {
                width: 'min(86vw, 340px)',
                bgcolor: BRAND.surfaceRaised,
                display: 'flex',
                flexDirection: 'column',
              },
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 0.5 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              Categories
            </Typography>
            <IconButton aria-label="Close categories" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <MenuList aria-label="Categories" sx={{ flex: 1, overflowY: 'auto' }}>
            <CategoryOptions
              categories={categories}
              status={status}
              selected={selected}
              onToggle={toggle}
            />
          </MenuList>
          <Box sx={{ p: 2, borderTop: `1px solid ${BRAND.border}` }}>
            <Button fullWidth variant="contained" onClick={close}>
              {selected.length > 0 ? `Done · ${selected.length} selected` : 'Done'}
            </Button>
          </Box>
        </Drawer>
      )}
    </>
  );
}
