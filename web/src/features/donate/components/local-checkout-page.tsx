import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONATION_MESSAGES, formatAud } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { usePageHead } from '@/lib/document-head';
import { PageContainer } from '@/components/layout/page-container';
import { finishLocalCheckout, useLocalCheckout } from '../api/checkout';

type Action = 'complete' | 'cancel';

/**
 * The local emulator's stand-in for Stripe Checkout (the route exists only in the emulator
 * build). Paying sends the events Stripe would send, signed with the local webhook secret, to
 * the real webhook function; no card is asked for and nothing reaches Stripe.
 */
export function LocalCheckoutPage() {
  usePageHead({ name: 'Local test checkout' });
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const order = useLocalCheckout(sessionId);
  /** The button pressed last: 'Paying…' shows only while a payment runs. */
  const [action, setAction] = useState<Action>('complete');
  const { busy, error, run } = useFormSubmit({
    send: (chosen: Action) => {
      setAction(chosen);
      return finishLocalCheckout(sessionId, chosen);
    },
    done: ({ url }) => window.location.assign(url),
    failure: (err) => errorText(err, DONATION_MESSAGES.checkoutFailed),
    staysBusy: true,
  });

  const data = order.status === 'ready' ? order.data : null;
  return (
    <PageContainer maxWidth="sm" title="Local test checkout">
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
        <strong>Local emulator only: no real payment.</strong> This page stands in for Stripe
        Checkout on a development machine. Paying sends a signed test event to the local webhook.
      </Alert>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        {order.status === 'loading' && <Skeleton variant="rounded" height={160} />}
        {order.status === 'error' && (
          <Alert severity="error">{DONATION_MESSAGES.localCheckoutNotFound}</Alert>
        )}
        {data && (
          <Stack spacing={2.5}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h3" component="p" data-testid="local-checkout-amount">
                {formatAud(data.amount)}
              </Typography>
              <Chip label={data.recurring ? 'Monthly' : 'One-time'} color="primary" />
              <Chip label="AUD" variant="outlined" />
            </Box>
            <Typography color="textSecondary">
              xmates {data.recurring ? 'monthly donation' : 'donation'}
              {data.email ? ` · receipt to ${data.email}` : ''}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              Session {data.sessionId}
            </Typography>
            {data.state !== 'open' && (
              <Alert severity="info">{DONATION_MESSAGES.localCheckoutNotFound}</Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
              <Button
                variant="contained"
                size="large"
                disabled={busy || data.state !== 'open'}
                onClick={() => run('complete')}
              >
                {busy && action === 'complete' ? 'Paying…' : `Pay ${formatAud(data.amount)} (test)`}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                disabled={busy || data.state !== 'open'}
                onClick={() => run('cancel')}
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
