import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_PAGES } from '@xmates/domain';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupDone } from '@/features/auth/components/signup-done';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useSessionStore } from '@/stores/session-store';

export function SignupRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [created, setCreated] = useState<{ email: string; sent: boolean } | null>(null);
  usePageHead(PUBLIC_PAGES.signup);

  if (created) {
    return (
      <AuthLayout title="Check your inbox" subtitle="Your account is ready.">
        <SignupDone email={created.email} sent={created.sent} />
      </AuthLayout>
    );
  }
  if (user?.emailVerified) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join the community in under a minute."
      footer={
        <Typography variant="body2" color="textSecondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 600 }}>
            Log in
          </Link>
        </Typography>
      }
    >
      <SignupForm
        initialEmail={params.get('email') ?? ''}
        onCreated={(email, sent) => setCreated({ email, sent })}
        onGoogleSignedIn={() => navigate(paths.home.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
