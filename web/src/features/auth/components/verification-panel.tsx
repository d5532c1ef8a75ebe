import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@xmates/domain';
import { RecycleAccountButton } from './recycle-account';
import { ResendVerificationButton } from './resend-verification';

interface VerificationPanelProps {
  email: string;
  /** Past the 24-hour window: the account was signed out, only recycling is left. */
  expired: boolean;
  /** A resend needs a signed-in user. */
  canResend: boolean;
  /** The token of the sign-in just made, when the account was signed out since. */
  idToken: string | null;
}

/** What an unverified account can do from the login page. */
export function VerificationPanel({ email, expired, canResend, idToken }: VerificationPanelProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={2} data-testid="verification-panel">
      <Alert severity={expired ? 'error' : 'warning'} variant="outlined">
        <AlertTitle>Your email is not verified yet</AlertTitle>
        {expired ? MESSAGES.unverifiedExpired : MESSAGES.verifyWithin24h}
      </Alert>
      <Typography variant="body2" color="textSecondary">
        {expired
          ? `You can clear the unverified account for ${email} and sign up again.`
          : `We sent a verification link to ${email}. Didn’t get it? Send it again, or clear the account and sign up again.`}
      </Typography>
      <Stack spacing={1.25}>
        {canResend && !expired && <ResendVerificationButton />}
        <RecycleAccountButton email={email} idToken={idToken} onError={setError} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
