import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGE_MESSAGES } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButtons } from '@/components/ui/link-buttons';
import { errorText } from '@/lib/api-client';
import { usePageHead } from '@/lib/document-head';
import { useSessionStore } from '@/stores/session-store';
import { startAgeVerification } from '../api/age-verification';
import { AgeCheckFacts } from './age-check-facts';

/**
 * /verify-age (members): what the check involves, then Start, which sends the browser to the
 * provider's page (on the emulator, the local test page). Declaration mode has nothing to check.
 */
export function VerifyAgePage() {
  const ageVerificationOn = useAgeVerificationOn();
  usePageHead({ name: AGE_MESSAGES.verifyAction });
  const ageVerified = useSessionStore((s) => s.ageVerified);
  const { busy, error, run } = useFormSubmit({
    send: () => startAgeVerification(),
    done: ({ url }) => window.location.assign(url),
    failure: (err) => errorText(err, AGE_MESSAGES.startFailed),
    staysBusy: true,
  });

  const settled = !ageVerificationOn
    ? AGE_MESSAGES.notRequired
    : ageVerified
      ? AGE_MESSAGES.alreadyVerified
      : null;
  return (
    <PageContainer
      maxWidth="sm"
      title={AGE_MESSAGES.verifyAction}
      subtitle="Adults-only images and links are shown to members who verified that they are 18 or older."
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        {settled ? (
          <Stack spacing={2.5}>
            <Alert severity={ageVerified ? 'success' : 'info'}>{settled}</Alert>
            <LinkButtons
              primary={{ to: paths.home.getHref(), label: 'Back to home' }}
              secondary={{ to: paths.profile.getHref(), label: 'My Hub' }}
            />
          </Stack>
        ) : (
          <Stack spacing={3}>
            <AgeCheckFacts />
            <Typography variant="body2" color="textSecondary">
              The check takes a few minutes on Stripe’s page, then brings you back here. Read more
              in our{' '}
              <Link component={RouterLink} to={paths.privacy.getHref('age-verification')}>
                privacy policy
              </Link>
              .
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <Button variant="contained" size="large" disabled={busy} onClick={() => run()}>
              {busy ? 'Starting…' : 'Start age verification'}
            </Button>
          </Stack>
        )}
      </Paper>
    </PageContainer>
  );
}
