import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@xmates/domain';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/ui/brand-mark';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import {
  AddIcon,
  BellIcon,
  CloseIcon,
  HomeIcon,
  LogoutIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import { ACCOUNT_ITEMS, type NavItem } from './nav-items';

export interface MobileMenuDrawerProps {
  open: boolean;
  close: () => void;
  user: SessionUser | null;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The phone menu's panel: its own chunk, loaded on the first tap of the menu button. */
export function MobileMenuDrawer({ open, close, user, isAdmin, onLogout }: MobileMenuDrawerProps) {
  const items: NavItem[] = [{ label: 'Home', href: paths.home.getHref(), icon: HomeIcon }];
  if (user) {
    items.push(
      { label: 'Submit video link', href: paths.submit.getHref(), icon: AddIcon },
      { label: 'Notifications', href: paths.notifications.getHref(), icon: BellIcon },
      ...ACCOUNT_ITEMS,
    );
    if (isAdmin)
      items.push({ label: 'Admin Panel', href: paths.admin.getHref(), icon: ShieldIcon });
  }

  return (
    <Drawer anchor="right" open={open} onClose={close}>
      <Box sx={{ width: 'min(86vw, 320px)', display: 'flex', flexDirection: 'column', height: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandMark tagline size={30} />
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {user && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, pb: 2 }}>
            <IdenticonAvatar email={user.email} photoURL={user.photoURL} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {user.displayName || user.email?.split('@')[0] || 'Member'}
              </Typography>
              <Typography variant="body2" color="textSecondary" noWrap>
                {user.email}
              </Typography>
            </Box>
          </Stack>
        )}
        <Divider />
        <List component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto' }}>
          {items.map(({ label, href, icon: Icon }) => (
            <ListItemButton key={href} component={RouterLink} to={href} onClick={close}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
          {user && (
            <ListItemButton
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          )}
        </List>
        {!user && (
          <Stack spacing={1.25} sx={{ p: 2 }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.signup.getHref()}
              onClick={close}
            >
              Sign Up
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.login.getHref()}
              onClick={close}
            >
              Login
            </Button>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
