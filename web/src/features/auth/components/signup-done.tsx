import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@xmates/domain';
import { paths } from '@/config/paths';
import { ResendVerificationButton } from './resend-verification';

/** After sign-up: tell the user to check the inbox. */
export function SignupDone({ email, sent }: { email: string; sent: boolean }) {
  return (
    <Stack spacing={2.5}>
      {sent ? (
        <Alert severity="success" variant="outlined">
          Account created. We sent a verification link to <strong>{email}</strong>. Check your inbox
          (and spam folder).
        </Alert>
      ) : (
        <Alert severity="warning" variant="outlined">
          Account created, but the verification email could not be sent. {MESSAGES.resendFailed}
        </Alert>
      )}
      <Typography color="textSecondary">
        {MESSAGES.verifyWithin24h} Unverified accounts are signed out after that.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          Start exploring
        </Button>
        <ResendVerificationButton variant="outlined" color="inherit" />
      </Stack>
    </Stack>
  );
}
