import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordField } from '@/components/form/password-field';
import { FormError } from '@/components/ui/form-error';
import { USER_MESSAGES, passwordChangeError } from '@xmates/domain';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { toast } from '@/stores/toast-store';
import { changePassword } from '../api/change-password';

/** Current, new and confirmation; re-authenticates with the current password first. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordChangeError(current, next, confirm);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success(USER_MESSAGES.passwordChanged);
    } catch (err) {
      setError(err instanceof Error ? err.message : USER_MESSAGES.passwordFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          confirmName="confirm-new-password"
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
        />
        <FormError error={error} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
