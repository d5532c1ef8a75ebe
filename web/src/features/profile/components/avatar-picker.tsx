import { useRef, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import { announceAvatar } from '@/lib/profile-events';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AvatarStepError, avatarFileError, changeAvatar } from '../api/avatar';

/** The member's photo (identicon when none or broken) and a button to upload another. */
export function AvatarPicker() {
  const user = useSessionStore((s) => s.user);
  const input = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useFormSubmit({
    check: avatarFileError,
    send: changeAvatar,
    done: ({ photoURL }) => {
      announceAvatar(photoURL);
      toast.success(USER_MESSAGES.avatarSaved);
    },
    failure: (err) =>
      err instanceof AvatarStepError ? err.message : USER_MESSAGES.avatarUpdateFailed,
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(file);
  };

  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <IdenticonAvatar
        email={user?.email}
        photoURL={user?.photoURL}
        name={user?.displayName}
        size={96}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Choose a profile photo"
        data-testid="avatar-input"
        onChange={onFile}
      />
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Uploading…' : 'Change photo'}
      </Button>
      {error && (
        <Typography
          role="alert"
          variant="caption"
          color="error"
          sx={{ maxWidth: 160, textAlign: 'center' }}
        >
          {error}
        </Typography>
      )}
    </Stack>
  );
}
