import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmailField } from '@/components/form/email-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { MESSAGES, isEmail } from '@xmates/domain';
import { isUnknownUser } from '@/lib/auth-errors';
import { sendReset } from '@/lib/identity';

const SENT =
  'If an account exists for that address, a reset link is on its way. Check your inbox and spam folder.';

export function ForgotPassword({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const { busy, error, submit } = useFormSubmit({
    check: () => (isEmail(email) ? null : MESSAGES.invalidEmail),
    // Same answer for unknown addresses: the form must not reveal who has an account.
    send: () =>
      sendReset(email).catch((err: unknown) => {
        if (!isUnknownUser(err)) throw err;
      }),
    done: () => setSent(true),
    failure: () => MESSAGES.resetFailed,
    keepMessage: true,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Reset password">
      <EmailField value={email} onChange={setEmail} autoFocus />
      {(error || sent) && <Alert severity={error ? 'error' : 'success'}>{error ?? SENT}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button onClick={onBack} color="inherit">
        Back to login
      </Button>
    </Stack>
  );
}
