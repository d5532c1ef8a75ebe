import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { usePageHead } from '@/lib/document-head';
import type { AsyncState } from '@/lib/use-async';
import { PageContainer } from './page-container';

interface LocalStandInPageProps<T> {
  title: string;
  /** What the page stands in for and what completing it sends, after the bold warning. */
  warning: { headline: string; text: string };
  /** The stand-in's session as read from the local API. */
  session: AsyncState<T>;
  /** Shown for a session that does not exist, or no longer takes an answer. */
  notFound: string;
  /** What the session is about, above its id. */
  summary?: (data: T) => ReactNode;
  /** What the answer needs and its error, below the id; `open`: the session takes an answer. */
  children?: (open: boolean) => ReactNode;
  /** The complete button's label (it submits the card's form). */
  completeLabel: (data: T) => string;
  onComplete: () => void;
  onCancel: () => void;
  /** An answer is on its way: both buttons wait. */
  busy: boolean;
}

/**
 * The local emulator's stand-ins for Stripe's own pages (Checkout, Identity), which exist only
 * in the emulator build: the warning that nothing real happens, the session's card with its
 * loading and not-found states, its id, a notice once it no longer takes an answer, and the two
 * answers, complete (as the real page would) or cancel.
 */
export function LocalStandInPage<T extends { sessionId: string; state: string }>({
  title,
  warning,
  session,
  notFound,
  summary,
  children,
  completeLabel,
  onComplete,
  onCancel,
  busy,
}: LocalStandInPageProps<T>) {
  usePageHead({ name: title });
  const data = session.status === 'ready' ? session.data : null;
  const open = data?.state === 'open';
  return (
    <PageContainer maxWidth="sm" title={title}>
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
        <strong>{warning.headline}</strong> {warning.text}
      </Alert>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        {session.status === 'loading' && <Skeleton variant="rounded" height={160} />}
        {session.status === 'error' && <Alert severity="error">{notFound}</Alert>}
        {data && (
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={(e) => {
              e.preventDefault();
              onComplete();
            }}
          >
            {summary?.(data)}
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              Session {data.sessionId}
            </Typography>
            {!open && <Alert severity="info">{notFound}</Alert>}
            {children?.(open)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
              <Button type="submit" variant="contained" size="large" disabled={busy || !open}>
                {completeLabel(data)}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                disabled={busy || !open}
                onClick={onCancel}
              >
                Cancel
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </PageContainer>
  );
}
