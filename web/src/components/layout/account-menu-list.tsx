import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@xmates/domain';
import { paths } from '@/config/paths';
import { LogoutIcon, ShieldIcon } from '@/components/ui/icons';
import { ACCOUNT_ITEMS } from './nav-items';

export interface AccountMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
  user: SessionUser;
  name: string;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The account menu itself: its own chunk, loaded on the first click of the avatar. */
export function AccountMenuList({
  menuId,
  anchor,
  close,
  user,
  name,
  isAdmin,
  onLogout,
}: AccountMenuListProps) {
  return (
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
  );
}
