// My Hub's "Your data": the export file of everything stored about the member, and deleting
// the account after proving who they are again (password, or Google's window).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OWN_ACCOUNT_MESSAGES } from '@xmates/domain';
import { paths } from '@/config/paths';
import { PasswordField } from '@/components/form/password-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { ApiError, errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { hasPassword } from '../api/change-password';
import { deleteMyAccount, downloadMyData } from '../api/own-account';

/** `hint`: the section's own line above the buttons (off where the page says it its way). */
export function YourDataSection({ hint = true }: { hint?: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const withPassword = hasPassword();

  const download = useFormSubmit({
    send: downloadMyData,
    failure: (err) => {
      toast.error(errorText(err, OWN_ACCOUNT_MESSAGES.downloadFailed));
      return null;
    },
  });
  const remove = useFormSubmit({
    check: () => (withPassword && !password ? OWN_ACCOUNT_MESSAGES.passwordLabel : null),
    send: () => deleteMyAccount(withPassword ? password : null),
    done: () => void navigate(paths.accountDeleted.getHref(), { replace: true }),
    // The API's refusal (an old sign-in) in its words; a failed re-authentication in ours.
    failure: (err) =>
      err instanceof ApiError || !(err instanceof Error)
        ? errorText(err, OWN_ACCOUNT_MESSAGES.deleteFailed)
        : err.message,
    staysBusy: true,
  });
  const close = () => {
    setOpen(false);
    setPassword('');
  };

  return (
    <>
      {hint && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {OWN_ACCOUNT_MESSAGES.sectionHint}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" disabled={download.busy} onClick={() => void download.run()}>
          {OWN_ACCOUNT_MESSAGES.download}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {OWN_ACCOUNT_MESSAGES.delete}
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        title={OWN_ACCOUNT_MESSAGES.dialogTitle}
        confirmLabel={OWN_ACCOUNT_MESSAGES.confirmAction}
        busy={remove.busy}
        confirmDisabled={withPassword && !password}
        onCancel={close}
        onConfirm={() => void remove.run()}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {OWN_ACCOUNT_MESSAGES.dialogBody}
        </Typography>
        {withPassword && (
          <PasswordField
            label={OWN_ACCOUNT_MESSAGES.passwordLabel}
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        )}
        <FormError error={remove.error} />
      </ConfirmDialog>
    </>
  );
}
