import { Suspense, lazy } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '@xmates/domain';
import { MenuIcon } from '@/components/ui/icons';
import { usePopup } from '@/lib/use-popup';

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
  const drawer = usePopup();
  return (
    <>
      <IconButton
        aria-label="Open menu"
        color="inherit"
        onClick={drawer.trigger.onClick}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {drawer.used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={drawer.anchor !== null}
            close={drawer.close}
            user={user}
            isAdmin={isAdmin}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
