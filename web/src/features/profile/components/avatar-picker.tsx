import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES } from '@xmates/domain';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import { ApiError, errorText } from '@/lib/api-client';
import { announceAvatar } from '@/lib/profile-events';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { avatarFileError, changeAvatar } from '../api/avatar';

/** The member's photo (identicon when none or broken) and a button to upload another. */
export function AvatarPicker() {
  const user = useSessionStore((s) => s.user);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = avatarFileError(file);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { photoURL } = await changeAvatar(file);
      announceAvatar(photoURL);
      toast.success(USER_MESSAGES.avatarSaved);
    } catch (err) {
      const fallback =
        err instanceof ApiError
          ? USER_MESSAGES.avatarUpdateFailed
          : USER_MESSAGES.avatarUploadFailed;
      setError(errorText(err, fallback));
    } finally {
      setBusy(false);
    }
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
        onChange={(e) => void onFile(e)}
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
