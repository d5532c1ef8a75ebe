import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@xmates/domain';
import { paths } from '@/config/paths';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import { LogoutIcon, ShieldIcon } from '@/components/ui/icons';
import { ACCOUNT_ITEMS } from './nav-items';

interface AccountMenuProps {
  user: SessionUser;
  isAdmin: boolean;
  onLogout: () => void;
}

export function AccountMenu({ user, isAdmin, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <IdenticonAvatar email={user.email} photoURL={user.photoURL} name={name} size={34} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 230 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          {user.email && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        {ACCOUNT_ITEMS.map(({ label, href, icon: Icon }) => (
          <MenuItem key={href} component={RouterLink} to={href} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        {isAdmin && (
          <MenuItem component={RouterLink} to={paths.admin.getHref()} onClick={close}>
            <ListItemIcon>
              <ShieldIcon fontSize="small" />
            </ListItemIcon>
            Admin Panel
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
