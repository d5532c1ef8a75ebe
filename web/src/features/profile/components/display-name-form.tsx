import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, USER_MESSAGES, displayNameError, isAdminUser } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText, hasErrorCode } from '@/lib/api-client';
import { announceDisplayName } from '@/lib/profile-events';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { claimDisplayName } from '../api/display-name';
import { useNameCheck, type NameCheck } from '../hooks/use-name-check';

function helperOf(check: NameCheck): { text: string; error: boolean } {
  switch (check.state) {
    case 'invalid':
      return { text: check.message, error: true };
    case 'checking':
      return { text: USER_MESSAGES.displayNameChecking, error: false };
    case 'available':
      return { text: USER_MESSAGES.displayNameAvailable, error: false };
    case 'taken':
      return { text: USER_MESSAGES.displayNameTaken, error: true };
    case 'idle':
      return {
        text: `${LIMITS.displayNameMin}–${LIMITS.displayNameMax} characters, unique on the site.`,
        error: false,
      };
  }
}

/** Display name with live availability; a taken name offers the server's suggestions. */
export function DisplayNameForm({ onSaved }: { onSaved?: (name: string) => void }) {
  const user = useSessionStore((s) => s.user);
  const current = user?.displayName ?? null;
  const isAdmin = isAdminUser(user);
  const [name, setName] = useState(current ?? '');
  const [refused, setRefused] = useState<string[]>([]);
  const check = useNameCheck(name, current, isAdmin);
  // Offered as soon as the check finds the name taken, or when a claim is refused as taken.
  const suggestions = check.state === 'taken' ? check.suggestions : refused;
  const { busy, error, setError, submit } = useFormSubmit({
    check: () => displayNameError(name, isAdmin),
    send: async () => {
      const { displayName } = await claimDisplayName(name.trim());
      setRefused([]);
      announceDisplayName(displayName);
      toast.success(USER_MESSAGES.displayNameSaved);
      onSaved?.(displayName);
    },
    failure: (err) => {
      if (hasErrorCode(err, 'name-taken')) setRefused(err.suggestions);
      return errorText(err, USER_MESSAGES.displayNameFailed);
    },
  });
  const helper = error ? { text: error, error: true } : helperOf(check);

  const unchanged = name.trim() === (current ?? '');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="nickname"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={helper.error}
          helperText={helper.text}
          slotProps={{ htmlInput: { maxLength: LIMITS.displayNameMax + 10 } }}
          sx={{ flex: 1, width: '100%' }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || unchanged || check.state === 'checking'}
          sx={{ minWidth: 132, height: 56, width: { xs: '100%', sm: 'auto' } }}
        >
          {busy ? 'Saving…' : 'Save name'}
        </Button>
      </Stack>
      {suggestions.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="textSecondary" id="name-suggestions">
            Available instead:
          </Typography>
          <Stack
            direction="row"
            role="list"
            aria-labelledby="name-suggestions"
            sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            {suggestions.map((s) => (
              <Box key={s} role="listitem">
                <Chip
                  label={s}
                  variant="outlined"
                  onClick={() => {
                    setName(s);
                    setError(null);
                    setRefused([]);
                  }}
                />
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
