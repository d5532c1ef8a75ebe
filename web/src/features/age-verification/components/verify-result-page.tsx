import { useEffect, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGE_MESSAGES, type AgeState } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAgeStatus } from '@/shared-data/get-age-status';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButtons } from '@/components/ui/link-buttons';
import { usePageHead } from '@/lib/document-head';
import { useAsync } from '@/lib/use-async';
import { refreshAgeVerified } from '../api/age-verification';

/** How often, and how many times (30 s in all), a pending check is asked about again. */
const POLL_MS = 2_000;
const MAX_POLLS = 15;

const OUTCOMES: Record<Exclude<AgeState, 'pending' | 'verified'>, [AlertColor, string]> = {
  none: ['info', AGE_MESSAGES.none],
  under18: ['warning', AGE_MESSAGES.under18],
  failed: ['error', AGE_MESSAGES.failed],
  canceled: ['info', AGE_MESSAGES.canceled],
};

/**
 * /verify-age/result (members): where the provider sends the browser back. It asks
 * GET /api/age/status while the check is pending (up to 30 s); once verified it takes a new ID
 * token with the age claim, so adults-only images and links show without signing out. Any
 * other outcome says so, and the member keeps a visitor's view.
 */
export function VerifyResultPage() {
  usePageHead({ name: 'Age check' });
  const status = useAgeStatus();
  const [polls, setPolls] = useState(0);
  const shown = status.status === 'loading' ? status.last : status;
  const state = shown?.status === 'ready' ? shown.data.state : null;
  const gaveUp = shown?.status === 'ready' && state === 'pending' && polls >= MAX_POLLS;

  const { reload } = status;
  useEffect(() => {
    if (status.status !== 'ready' || state !== 'pending' || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [status.status, state, polls, reload]);

  const refreshed = useAsync(state === 'verified' ? 'refresh' : null, refreshAgeVerified);

  let body;
  if (state === 'verified') {
    body =
      refreshed.status === 'loading' ? (
        <Waiting text={AGE_MESSAGES.pending} />
      ) : (
        <Alert severity="success">{AGE_MESSAGES.verified}</Alert>
      );
  } else if (shown?.status === 'error' || gaveUp) {
    body = <Alert severity="error">{AGE_MESSAGES.failed}</Alert>;
  } else if (state === null || state === 'pending') {
    body = <Waiting text={AGE_MESSAGES.pending} />;
  } else {
    const [severity, text] = OUTCOMES[state];
    body = <Alert severity={severity}>{text}</Alert>;
  }
  const retry = state === 'failed' || state === 'canceled' || state === 'none' || gaveUp;

  return (
    <PageContainer maxWidth="sm" title="Age check">
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        <Stack spacing={2.5}>
          <div aria-live="polite">{body}</div>
          <LinkButtons
            primary={
              retry
                ? { to: paths.verifyAge.getHref(), label: 'Try again' }
                : { to: paths.home.getHref(), label: 'Home' }
            }
            secondary={
              retry
                ? { to: paths.home.getHref(), label: 'Home' }
                : { to: paths.profile.getHref(), label: 'My Hub' }
            }
          />
        </Stack>
      </Paper>
    </PageContainer>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <CircularProgress size={22} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
