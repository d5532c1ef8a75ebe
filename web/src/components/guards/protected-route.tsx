import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { SessionLoading } from './session-loading';

/**
 * Login required: 'Loading...' while the session loads; signed-out visitors go to /login
 * with history replaced, carrying `from` so the login page can send them back.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(from)} replace />;
  }
  return <>{children}</>;
}
