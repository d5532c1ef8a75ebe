import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';

export type MemberAction =
  'like' | 'dislike' | 'favorite' | 'rate' | 'comment' | 'view link' | 'report';

/**
 * Visitors get 'Please log in to …' (spec section 6) with a Login action that comes back
 * here afterwards. Returns whether the viewer is a signed-in member.
 */
export function useMemberPrompt() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return useCallback(
    (action: MemberAction): boolean => {
      if (signedIn) return true;
      useToastStore.getState().show({
        id: 'login-prompt',
        severity: 'info',
        message: `Please log in to ${action}`,
        action: { label: 'Login', onClick: () => navigate(paths.login.getHref(from)) },
      });
      return false;
    },
    [signedIn, navigate, from],
  );
}
