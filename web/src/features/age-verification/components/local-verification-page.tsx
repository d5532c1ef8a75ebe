import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGE_MESSAGES, checkDateOfBirth } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { PageContainer } from '@/components/layout/page-container';
import { errorText } from '@/lib/api-client';
import { usePageHead } from '@/lib/document-head';
import { finishLocalVerification, useLocalVerification } from '../api/age-verification';

/**
 * The local emulator's stand-in for Stripe Identity's page (the route exists only in the
 * emulator build). Completing sends the events Stripe would send, with the date of birth it
 * would have read from the document, signed with the local webhook secret, to the real webhook;
 * no document is asked for and nothing reaches Stripe.
 */
export function LocalVerificationPage() {
  usePageHead({ name: 'Local test age check' });
  const { sessionId = '' } = useParams();
  const session = useLocalVerification(sessionId);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const steps = {
    done: ({ returnUrl }: { returnUrl: string }) => window.location.assign(returnUrl),
    failure: (err: unknown) => errorText(err, AGE_MESSAGES.failed),
    staysBusy: true,
  };
  const complete = useFormSubmit({
    ...steps,
    check: (input: { dateOfBirth: string }) => checkDateOfBirth(input, new Date()),
    send: (value: { dateOfBirth: string }) =>
      finishLocalVerification(sessionId, { action: 'complete', ...value }),
  });
  const cancel = useFormSubmit({
    ...steps,
    send: () => finishLocalVerification(sessionId, { action: 'cancel' }),
  });
  const busy = complete.busy || cancel.busy;
  const error = complete.error ?? cancel.error;
  const dateError = complete.fieldError('dateOfBirth');

  const data = session.status === 'ready' ? session.data : null;
  const open = data?.state === 'open';
  return (
    <PageContainer maxWidth="sm" title="Local test age check">
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
        <strong>Local emulator only: no real identity check.</strong> This page stands in for Stripe
        Identity on a development machine. Completing sends a signed test event, with the date of
        birth below, to the local webhook.
      </Alert>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        {session.status === 'loading' && <Skeleton variant="rounded" height={160} />}
        {session.status === 'error' && (
          <Alert severity="error">{AGE_MESSAGES.localVerificationNotFound}</Alert>
        )}
        {data && (
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={(e) => {
              e.preventDefault();
              void complete.run({ dateOfBirth });
            }}
          >
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              Session {data.sessionId}
            </Typography>
            {!open && <Alert severity="info">{AGE_MESSAGES.localVerificationNotFound}</Alert>}
            <FormTextField
              label="Date of birth"
              type="date"
              value={dateOfBirth}
              onChange={setDateOfBirth}
              error={dateError}
              helperText="As the identity document would show it."
              disabled={busy || !open}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {error && !dateError && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
              <Button type="submit" variant="contained" size="large" disabled={busy || !open}>
                {complete.busy ? 'Checking…' : 'Complete (test)'}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                disabled={busy || !open}
                onClick={() => cancel.run()}
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
