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
  /** The answers, below the session's id. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of the local emulator's stand-ins for Stripe's own pages (Checkout, Identity), which
 * exist only in the emulator build: the warning that nothing real happens, the session's card
 * with its loading and not-found states, its id, and a notice once it no longer takes an answer.
 */
export function LocalStandInPage<T extends { sessionId: string; state: string }>({
  title,
  warning,
  session,
  notFound,
  summary,
  children,
}: LocalStandInPageProps<T>) {
  usePageHead({ name: title });
  const data = session.status === 'ready' ? session.data : null;
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
          <Stack spacing={2.5}>
            {summary?.(data)}
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              Session {data.sessionId}
            </Typography>
            {data.state !== 'open' && <Alert severity="info">{notFound}</Alert>}
            {children(data)}
          </Stack>
        )}
      </Paper>
    </PageContainer>
  );
}

interface StandInButtonsProps {
  /** The main button's label, and whether it submits the form it is in. */
  complete: { label: string; submit?: boolean; onClick?: () => void };
  onCancel: () => void;
  disabled: boolean;
}

/** A stand-in's two answers: complete (as the real page would) or cancel. */
export function StandInButtons({ complete, onCancel, disabled }: StandInButtonsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
      <Button
        type={complete.submit ? 'submit' : 'button'}
        variant="contained"
        size="large"
        disabled={disabled}
        onClick={complete.onClick}
      >
        {complete.label}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        disabled={disabled}
        onClick={onCancel}
      >
        Cancel
      </Button>
    </Stack>
  );
}
