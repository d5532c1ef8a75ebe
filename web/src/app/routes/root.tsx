import { Suspense, lazy, useEffect, useRef } from 'react';
import {
  NavigationType,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { MainLayout } from '@/components/layout/main-layout';
import { SessionLoading } from '@/components/guards/session-loading';
import { useAgeGateRecheck } from '@/components/age-gate/use-age-gate-recheck';
import { useAuthListener } from '@/features/auth/hooks/use-auth-listener';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionStore } from '@/stores/session-store';
import { RouteErrorBoundary } from './route-error';

// Only an unverified member sees it: its identity calls load with it.
const UnverifiedToast = lazy(async () => ({
  default: (await import('@/features/auth/components/unverified-toast')).UnverifiedToast,
}));

/** A new page starts at the top; Back and Forward leave the browser's own restoring alone. */
function useScrollToTop(pathname: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * A suspended or banned account is taken to the login page once, when the API first refuses
 * it: the page says why and offers what is still the member's (their data, deleting the
 * account). They may leave it and read the site as a visitor, or sign out.
 */
function useSuspendedToLogin(): void {
  const navigate = useNavigate();
  const suspended = useSessionStore((s) => s.suspended);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (suspended && shown.current !== suspended) void navigate(paths.login.getHref());
    shown.current = suspended;
  }, [suspended, navigate]);
}

/** The app shell: session listener, header, footer and toasts around every page. */
export function RootLayout() {
  useAuthListener();
  useAgeGateRecheck();
  useSuspendedToLogin();
  const logout = useLogout();
  const { pathname } = useLocation();
  useScrollToTop(pathname);
  const unverified = useSessionStore((s) => s.pending !== null);
  return (
    <MainLayout onLogout={() => void logout()}>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<SessionLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {unverified && (
        <Suspense fallback={null}>
          <UnverifiedToast />
        </Suspense>
      )}
    </MainLayout>
  );
}
