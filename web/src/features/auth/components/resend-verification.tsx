import Button, { type ButtonProps } from '@mui/material/Button';
import { MESSAGES } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { toast } from '@/stores/toast-store';
import { sendVerification } from '@/lib/identity';

/** Sends the verification e-mail again to the signed-in user, with the spec's messages. */
export async function resendVerification(): Promise<boolean> {
  try {
    await sendVerification();
    toast.success(MESSAGES.resendDone);
    return true;
  } catch {
    toast.error(MESSAGES.resendFailed);
    return false;
  }
}

export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick'>) {
  const { busy, run } = useFormSubmit({ send: resendVerification, failure: () => null });
  return (
    <Button variant="contained" {...props} disabled={busy || props.disabled} onClick={() => run()}>
      {busy ? 'Sending…' : 'Resend Verification Email'}
    </Button>
  );
}
