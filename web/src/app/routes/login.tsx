import { useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OWN_ACCOUNT_MESSAGES, PUBLIC_PAGES } from '@xmates/domain';
import { paths, safeReturnPath } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPassword } from '@/features/auth/components/forgot-password';
import { LoginForm, type UnverifiedSignIn } from '@/features/auth/components/login-form';
import { VerificationPanel } from '@/features/auth/components/verification-panel';
import { YourDataSection } from '@/features/profile/components/your-data-section';
import { useSessionStore } from '@/stores/session-store';

export function LoginRoute() {
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  const user = useSessionStore((s) => s.user);
  const suspended = useSessionStore((s) => s.suspended);
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [resetEmail, setResetEmail] = useState('');
  const [unverified, setUnverified] = useState<UnverifiedSignIn | null>(null);
  usePageHead(PUBLIC_PAGES.login);

  // A verified, synced session goes back where it came from.
  if (user?.emailVerified) return <Navigate to={from} replace />;

  // A suspended or banned account: why, and what is still the member's.
  if (suspended) {
    return (
      <AuthLayout title={OWN_ACCOUNT_MESSAGES.restrictedTitle} subtitle={suspended}>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {OWN_ACCOUNT_MESSAGES.restrictedHint}
        </Typography>
        <YourDataSection hint={false} />
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to={paths.contact.getHref({ reason: 'account_help' })}>
            {OWN_ACCOUNT_MESSAGES.restrictedAppeal}
          </Link>
        </Typography>
      </AuthLayout>
    );
  }

  // A signed-in but unverified account (or one just signed out for being too old).
  const pending = user ? { email: user.email ?? '', expired: false, idToken: null } : unverified;
  if (pending) {
    return (
      <AuthLayout
        title="Verify your email"
        subtitle="One more step before you can use every feature."
      >
        <VerificationPanel
          email={pending.email}
          expired={pending.expired}
          idToken={pending.idToken}
          canResend={Boolean(user)}
        />
        {user && (
          <Typography variant="body2" sx={{ mt: 3 }}>
            <Link component={RouterLink} to={from}>
              Continue for now
            </Link>
          </Typography>
        )}
      </AuthLayout>
    );
  }

  if (mode === 'reset') {
    return (
      <AuthLayout
        title="Reset your password"
        subtitle="We’ll email you a link to choose a new one."
      >
        <ForgotPassword initialEmail={resetEmail} onBack={() => setMode('login')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to like, favorite, comment and share links."
      footer={
        <Typography variant="body2" color="textSecondary">
          New to xmates?{' '}
          <Link component={RouterLink} to={paths.signup.getHref()} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </Typography>
      }
    >
      <LoginForm
        onUnverified={setUnverified}
        onForgotPassword={(email) => {
          setResetEmail(email);
          setMode('reset');
        }}
      />
    </AuthLayout>
  );
}
