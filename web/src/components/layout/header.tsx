import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { isAdminUser } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { BrandMark } from '@/components/ui/brand-mark';
import { AddIcon } from '@/components/ui/icons';
import { desktopOnly } from './desktop-only';
import { DiscreetToggle } from './discreet-toggle';
import { HeaderSearch, SearchButton } from './header-search';
import { MobileMenu } from './mobile-menu';

// A member's bell, account menu and admin link load with the session, not for visitors.
const MemberActions = lazy(async () => ({
  default: (await import('./member-actions')).MemberActions,
}));

const navSx = {
  color: 'text.secondary',
  '&.active': { color: 'text.primary', backgroundColor: 'rgba(255,255,255,0.06)' },
} as const;

export function Header({ onLogout }: { onLogout: () => void }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  // An unverified, suspended or banned account sees the visitor's header, with a way to sign
  // out instead of in.
  const pending = useSessionStore((s) => s.pending !== null || s.suspended !== null);
  const isAdmin = isAdminUser(user);
  const desktop = desktopOnly;
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'rgba(13, 14, 19, 0.82)',
        backdropFilter: 'saturate(160%) blur(14px)',
        borderBottom: `1px solid ${BRAND.border}`,
        color: 'text.primary',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, md: 68 } }}>
          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            sx={{ textDecoration: 'none', mr: { md: 1 }, minWidth: 0 }}
          >
            <BrandMark tagline size={32} />
          </Box>
          <Stack component="nav" aria-label="Primary" direction="row" spacing={0.5} sx={desktop}>
            <Button component={NavLink} to={paths.home.getHref()} end sx={navSx}>
              Home
            </Button>
            {user && (
              <Button
                component={NavLink}
                to={paths.submit.getHref()}
                sx={navSx}
                startIcon={<AddIcon />}
              >
                Submit video link
              </Button>
            )}
          </Stack>
          {/* Left of the spacer: the session's buttons appearing on the right move nothing here. */}
          <HeaderSearch open={searchOpen} onClose={() => setSearchOpen(false)} />
          <Box sx={{ flex: 1 }} />
          <DiscreetToggle />
          {status === 'loading' && <Skeleton variant="circular" width={34} height={34} />}
          {status !== 'loading' && user && (
            <Suspense fallback={<Skeleton variant="circular" width={34} height={34} />}>
              <MemberActions user={user} isAdmin={isAdmin} onLogout={onLogout} />
            </Suspense>
          )}
          {status !== 'loading' && pending && (
            <Button color="inherit" onClick={onLogout}>
              Logout
            </Button>
          )}
          {status !== 'loading' && !user && !pending && (
            <Stack direction="row" spacing={1} sx={desktop}>
              <Button component={RouterLink} to={paths.login.getHref()} color="inherit">
                Login
              </Button>
              <Button component={RouterLink} to={paths.signup.getHref()} variant="contained">
                Sign Up
              </Button>
            </Stack>
          )}
          <Box sx={{ display: { xs: 'inline-flex', md: 'none' }, alignItems: 'center', gap: 0.5 }}>
            <SearchButton onClick={() => setSearchOpen(true)} />
            {/* Kept in place, unseen, while the session loads: a visitor's Login then appears
                without moving the menu button (the prerendered pages show the loading state). */}
            {status !== 'signed-in' && !pending && (
              <Button
                component={RouterLink}
                to={paths.login.getHref()}
                color="inherit"
                size="small"
                sx={status === 'loading' ? { visibility: 'hidden' } : undefined}
              >
                Login
              </Button>
            )}
            <MobileMenu
              user={status === 'loading' ? null : user}
              isAdmin={isAdmin}
              onLogout={onLogout}
            />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
