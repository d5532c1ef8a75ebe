import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MainLayout } from '@/components/layout/main-layout';
import { SessionLoading } from '@/components/guards/session-loading';
import { useAgeGateRecheck } from '@/components/age-gate/use-age-gate-recheck';
import { UnverifiedToast } from '@/features/auth/components/unverified-toast';
import { useAuthListener } from '@/features/auth/hooks/use-auth-listener';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** The app shell: session listener, header, footer and toasts around every page. */
export function RootLayout() {
  useAuthListener();
  useAgeGateRecheck();
  const logout = useLogout();
  return (
    <MainLayout onLogout={() => void logout()}>
      <Suspense fallback={<SessionLoading />}>
        <Outlet />
      </Suspense>
      <UnverifiedToast />
      <ScrollRestoration />
    </MainLayout>
  );
}
