import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmailField } from '@/components/form/email-field';
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
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setResult({ ok: false, message: MESSAGES.invalidEmail });
      return;
    }
    setBusy(true);
    try {
      await sendReset(email);
      setResult({ ok: true, message: SENT });
    } catch (err) {
      // Same answer for unknown addresses: the form must not reveal who has an account.
      setResult(
        isUnknownUser(err)
          ? { ok: true, message: SENT }
          : { ok: false, message: MESSAGES.resetFailed },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Reset password">
      <EmailField value={email} onChange={setEmail} autoFocus />
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button onClick={onBack} color="inherit">
        Back to login
      </Button>
    </Stack>
  );
}
