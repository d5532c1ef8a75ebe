import { Suspense, lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '@xmates/domain';
import { MenuIcon } from '@/components/ui/icons';

// The panel (Drawer, lists) loads on the first tap: not needed to paint a page.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

interface MobileMenuProps {
  user: SessionUser | null;
  isAdmin: boolean;
  onLogout: () => void;
}

export function MobileMenu({ user, isAdmin, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        color="inherit"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            close={() => setOpen(false)}
            user={user}
            isAdmin={isAdmin}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
