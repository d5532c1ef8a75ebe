import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/** Logout clears the user and token, then goes to /login (spec section 4). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { signOutUser } = await import('@/lib/identity');
    await signOutUser().catch(() => undefined);
    useSessionStore.getState().setSignedOut();
    void navigate(paths.login.getHref());
  }, [navigate]);
}
