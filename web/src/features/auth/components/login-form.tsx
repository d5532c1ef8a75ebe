import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { EmailField } from '@/components/form/email-field';
import { PasswordField } from '@/components/form/password-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { FormError } from '@/components/ui/form-error';
import { API_MESSAGES, MESSAGES, isEmail } from '@xmates/domain';
import { signInWithEmail, type User } from '@/lib/identity';
import { waitForSession } from '@/stores/session-store';
import { isExpiredUnverified } from '../api/settle-session';
import { authErrorMessage, isRejectedCredential } from '../utils/auth-error-message';
import { signsInWithGoogleHere } from '../utils/google-accounts';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

export interface UnverifiedSignIn {
  email: string;
  expired: boolean;
  /**
   * The ID token of the sign-in just made, kept for 'Clear and sign up again' after an expired
   * account was signed out: the API deletes only an account its caller proves to control.
   */
  idToken: string | null;
}

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
  /** A sign-in that turned out to belong to an unverified account. */
  onUnverified: (info: UnverifiedSignIn) => void;
}

export function LoginForm({ onForgotPassword, onUnverified }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [googleHint, setGoogleHint] = useState<string | null>(null);

  /** Waits for the server sync; a signed-in, verified session makes the page redirect. */
  const afterSignIn = async (user: User) => {
    if (!user.emailVerified && isExpiredUnverified(user)) {
      const idToken = await user.getIdToken();
      onUnverified({ email: user.email ?? email, expired: true, idToken });
      return;
    }
    const session = await waitForSession(user.uid);
    if (session.status !== 'signed-in' && !session.pending) {
      setError(API_MESSAGES.serverError);
      return;
    }
    if (!user.emailVerified)
      onUnverified({ email: user.email ?? email, expired: false, idToken: null });
  };

  const { busy, error, setError, submit } = useFormSubmit({
    check: () => {
      if (!isEmail(email)) return MESSAGES.invalidEmail;
      return password ? null : 'Please enter your password.';
    },
    send: async () => {
      const cred = await signInWithEmail(email, password);
      await afterSignIn(cred.user);
    },
    failure: (err) => {
      // Whatever the account, a refused password may mean it signs in with Google.
      if (isRejectedCredential(err)) {
        void signsInWithGoogleHere(email).then((known) =>
          setGoogleHint(known ? MESSAGES.googleAccountHint : MESSAGES.googleAccountMaybe),
        );
      }
      return authErrorMessage(err);
    },
  });

  const checkGoogleHint = async () => {
    const known = isEmail(email) && (await signsInWithGoogleHere(email));
    setGoogleHint(known ? MESSAGES.googleAccountHint : null);
  };

  return (
    <Box>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Log in">
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setGoogleHint(null);
          }}
          onBlur={checkGoogleHint}
        />
        {googleHint && <Alert severity="info">{googleHint}</Alert>}
        <Box>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.75 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onForgotPassword(email)}
            >
              Forgot password?
            </Link>
          </Box>
        </Box>
        <FormError error={error} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
      </Stack>
      <OrDivider />
      <GoogleButton
        disabled={busy}
        onError={setError}
        onSuccess={(cred) => void afterSignIn(cred.user)}
      />
    </Box>
  );
}
