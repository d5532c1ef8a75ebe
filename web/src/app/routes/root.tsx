import { Suspense, lazy, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
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

/** The app shell: session listener, header, footer and toasts around every page. */
export function RootLayout() {
  useAuthListener();
  useAgeGateRecheck();
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
