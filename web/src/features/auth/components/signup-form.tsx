import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { EmailField } from '@/components/form/email-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { FormError } from '@/components/ui/form-error';
import Typography from '@mui/material/Typography';
import { PRODUCT, signupError } from '@xmates/domain';
import { paths } from '@/config/paths';
import { sendVerification, signUpWithEmail } from '@/lib/identity';
import { authErrorMessage } from '../utils/auth-error-message';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { NO_NEW_PASSWORD, NewPasswordFields } from '@/components/ui/new-password-fields';

interface SignupFormProps {
  initialEmail?: string;
  /** The account exists and the verification e-mail went out (or failed to). */
  onCreated: (email: string, verificationSent: boolean) => void;
  onGoogleSignedIn: () => void;
}

export function SignupForm({ initialEmail = '', onCreated, onGoogleSignedIn }: SignupFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [newPassword, setNewPassword] = useState(NO_NEW_PASSWORD);
  const { password, confirm } = newPassword;
  const { busy, error, setError, submit } = useFormSubmit({
    check: () => signupError(email, password, confirm),
    send: async () => {
      const cred = await signUpWithEmail(email, password);
      const sent = await sendVerification(cred.user).then(
        () => true,
        () => false,
      );
      onCreated(cred.user.email ?? email, sent);
    },
    failure: authErrorMessage,
  });

  return (
    <Box>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign up">
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordFields purpose="signup" value={newPassword} onChange={setNewPassword} />
        <FormError error={error} />
        <Typography variant="body2" color="textSecondary">
          {PRODUCT.name} is for adults only. By creating an account you confirm you are{' '}
          {PRODUCT.minimumAge} or older and accept the{' '}
          <Link component={RouterLink} to={paths.terms.getHref()}>
            Terms
          </Link>
          .
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </Stack>
      <OrDivider />
      <GoogleButton disabled={busy} onError={setError} onSuccess={onGoogleSignedIn} />
    </Box>
  );
}
