import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordField } from '@/components/form/password-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { FormError } from '@/components/ui/form-error';
import { USER_MESSAGES, passwordChangeError } from '@xmates/domain';
import { NO_NEW_PASSWORD, NewPasswordFields } from '@/components/ui/new-password-fields';
import { toast } from '@/stores/toast-store';
import { changePassword } from '../api/change-password';

/** Current, new and confirmation; re-authenticates with the current password first. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState(NO_NEW_PASSWORD);
  const { password: next, confirm } = newPassword;
  const { busy, error, submit } = useFormSubmit({
    check: () => passwordChangeError(current, next, confirm),
    send: async () => {
      await changePassword(current, next);
      setCurrent('');
      setNewPassword(NO_NEW_PASSWORD);
      toast.success(USER_MESSAGES.passwordChanged);
    },
    failure: (err) => (err instanceof Error ? err.message : USER_MESSAGES.passwordFailed),
  });

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
        <NewPasswordFields purpose="change" value={newPassword} onChange={setNewPassword} />
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
