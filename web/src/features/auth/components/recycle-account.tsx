import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import { API_MESSAGES, MESSAGES } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { signOutUser } from '@/lib/identity';
import { recycleUnverified } from '../api/recycle-unverified';

/** 'Clear and sign up again': deletes the unverified account, then opens /signup. */
export function RecycleAccountButton({
  email,
  idToken,
  onError,
}: {
  email: string;
  /** Proof of control when no one is signed in any more (see UnverifiedSignIn). */
  idToken: string | null;
  onError: (m: string) => void;
}) {
  const navigate = useNavigate();
  const { busy, run } = useFormSubmit({
    send: async () => {
      const result = await recycleUnverified(email, idToken);
      if (!result.recycled && result.reason !== 'not-found') {
        onError(result.error || MESSAGES.recycleFailed);
        return;
      }
      await signOutUser().catch(() => undefined);
      useSessionStore.getState().setSignedOut();
      toast.success(MESSAGES.recycleDone);
      void navigate(`${paths.signup.getHref()}?email=${encodeURIComponent(email)}`);
    },
    failure: (err) => {
      onError(errorText(err, API_MESSAGES.serverError));
      return null;
    },
  });

  return (
    <Button variant="outlined" color="inherit" disabled={busy} onClick={() => run()}>
      {busy ? 'Clearing…' : 'Clear and sign up again'}
    </Button>
  );
}
