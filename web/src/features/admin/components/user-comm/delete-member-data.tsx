import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATA_RIGHTS_TEXTS, LIMITS, confirmsMember, type UserSearchItem } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { deleteMemberData } from '../../api/member-data';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Deletes the member's personal data after the admin types their e-mail or display name (the
 * server checks it again). `onDeleted` runs once the member is gone.
 */
export function DeleteMemberData({
  user,
  onDeleted,
}: {
  user: UserSearchItem;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const { busy, run } = useFormSubmit({
    send: () => deleteMemberData(user.id, typed),
    done: ({ message }) => {
      toast.success(message);
      close();
      onDeleted();
    },
    failure: (err) => {
      toast.error(errorText(err, DATA_RIGHTS_TEXTS.failed));
      return null;
    },
  });
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {DATA_RIGHTS_TEXTS.sectionTitle}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {DATA_RIGHTS_TEXTS.sectionHint}
      </Typography>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        {DATA_RIGHTS_TEXTS.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={DATA_RIGHTS_TEXTS.dialogTitle}
        confirmLabel={DATA_RIGHTS_TEXTS.confirmAction}
        busy={busy}
        confirmDisabled={!confirmsMember(typed, user)}
        onCancel={close}
        onConfirm={() => void run()}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {DATA_RIGHTS_TEXTS.dialogBody}
        </Typography>
        <TextField
          fullWidth
          size="small"
          autoComplete="off"
          label={DATA_RIGHTS_TEXTS.confirmLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.contactEmailMax } }}
        />
      </ConfirmDialog>
    </Box>
  );
}
