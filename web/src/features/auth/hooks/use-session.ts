import { isAdminUser } from '@xmates/domain';
import { useSessionStore } from '@/stores/session-store';

/** The session as components need it: status, user and whether the user is an admin. */
export function useSession() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  return { status, user, isAdmin: isAdminUser(user) };
}
