import { Suspense, lazy, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '@xmates/domain';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  const name = user.displayName || user.email?.split('@')[0] || 'Member';

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <IdenticonAvatar email={user.email} photoURL={user.photoURL} name={name} size={34} />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList
            menuId={menuId}
            anchor={anchor}
            close={close}
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
