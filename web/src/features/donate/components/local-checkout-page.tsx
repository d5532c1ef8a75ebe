import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DONATION_MESSAGES, formatAud } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { LocalStandInPage } from '@/components/layout/local-stand-in-page';
import { errorText } from '@/lib/api-client';
import { finishLocalCheckout, useLocalCheckout } from '../api/checkout';

type Action = 'complete' | 'cancel';

/**
 * The local emulator's stand-in for Stripe Checkout (the route exists only in the emulator
 * build). Paying sends the events Stripe would send, signed with the local webhook secret, to
 * the real webhook function; no card is asked for and nothing reaches Stripe.
 */
export function LocalCheckoutPage() {
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

  return (
    <LocalStandInPage
      title="Local test checkout"
      warning={{
        headline: 'Local emulator only: no real payment.',
        text: 'This page stands in for Stripe Checkout on a development machine. Paying sends a signed test event to the local webhook.',
      }}
      session={order}
      notFound={DONATION_MESSAGES.localCheckoutNotFound}
      summary={(data) => (
        <>
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
        </>
      )}
      completeLabel={(data) =>
        busy && action === 'complete' ? 'Paying…' : `Pay ${formatAud(data.amount)} (test)`
      }
      onComplete={() => void run('complete')}
      onCancel={() => void run('cancel')}
      busy={busy}
    >
      {() => error && <Alert severity="error">{error}</Alert>}
    </LocalStandInPage>
  );
}
