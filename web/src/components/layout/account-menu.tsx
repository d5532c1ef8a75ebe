import { Suspense, lazy } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '@xmates/domain';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import { usePopup } from '@/lib/use-popup';

// The menu (Menu, Popover, transitions) loads on the first click: it is not needed to paint a
// page, and the home route's JavaScript budget is tight.
const AccountMenuList = lazy(() =>
  import('./account-menu-list').then((m) => ({ default: m.AccountMenuList })),
);

interface AccountMenuProps {
  user: SessionUser;
  isAdmin: boolean;
  onLogout: () => void;
}

export function AccountMenu({ user, isAdmin, onLogout }: AccountMenuProps) {
  const menu = usePopup();
  const name = user.displayName || user.email?.split('@')[0] || 'Member';

  return (
    <>
      <IconButton aria-label="Account menu" aria-haspopup="true" {...menu.trigger} sx={{ p: 0.5 }}>
        <IdenticonAvatar email={user.email} photoURL={user.photoURL} name={name} size={34} />
      </IconButton>
      {menu.used && (
        <Suspense fallback={null}>
          <AccountMenuList
            menuId={menu.popupId}
            anchor={menu.anchor}
            close={menu.close}
            user={user}
            name={name}
            isAdmin={isAdmin}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
