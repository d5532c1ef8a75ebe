import { useEffect } from 'react';
import { LIMITS, MESSAGES } from '@xmates/domain';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { reloadVerified } from '@/lib/identity';
import { expire, resyncSession } from '../api/settle-session';
import { resendVerification } from './resend-verification';

const TOAST_ID = 'verify-email';

/**
 * The persistent 'Please verify your email within 24 hours.' toast with a resend button.
 * It goes away once the user is verified (checked again whenever the tab regains focus)
 * or signed out; when the 24 hours end with the tab open, the account is signed out.
 */
export function UnverifiedToast() {
  const createdAt = useSessionStore((s) => s.pending?.createdAt ?? null);
  const unverified = useSessionStore((s) => s.pending !== null);

  useEffect(() => {
    const { show, dismiss } = useToastStore.getState();
    if (!unverified) {
      dismiss(TOAST_ID);
      return;
    }
    show({
      id: TOAST_ID,
      severity: 'warning',
      message: MESSAGES.verifyWithin24h,
      persistent: true,
      action: {
        label: 'Resend Verification Email',
        onClick: async () => {
          await resendVerification();
        },
      },
    });
    const recheck = async () => {
      if (document.visibilityState !== 'visible') return;
      if (await reloadVerified().catch(() => false)) await resyncSession();
    };
    const onReturn = () => void recheck();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    const created = Date.parse(createdAt ?? '');
    const left = Number.isNaN(created) ? null : created + LIMITS.unverifiedWindowMs - Date.now();
    const timer = left === null ? undefined : setTimeout(() => void expire(), Math.max(0, left));
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      clearTimeout(timer);
      dismiss(TOAST_ID);
    };
  }, [unverified, createdAt]);

  return null;
}
