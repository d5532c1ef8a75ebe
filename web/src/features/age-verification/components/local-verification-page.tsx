import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { AGE_MESSAGES, checkDateOfBirth } from '@xmates/domain';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { LocalStandInPage } from '@/components/layout/local-stand-in-page';
import { errorText } from '@/lib/api-client';
import { finishLocalVerification, useLocalVerification } from '../api/age-verification';

/**
 * The local emulator's stand-in for Stripe Identity's page (the route exists only in the
 * emulator build). Completing sends the events Stripe would send, with the date of birth it
 * would have read from the document, signed with the local webhook secret, to the real webhook;
 * no document is asked for and nothing reaches Stripe.
 */
export function LocalVerificationPage() {
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

  return (
    <LocalStandInPage
      title="Local test age check"
      warning={{
        headline: 'Local emulator only: no real identity check.',
        text: 'This page stands in for Stripe Identity on a development machine. Completing sends a signed test event, with the date of birth below, to the local webhook.',
      }}
      session={session}
      notFound={AGE_MESSAGES.localVerificationNotFound}
      completeLabel={() => (complete.busy ? 'Checking…' : 'Complete (test)')}
      onComplete={() => void complete.run({ dateOfBirth })}
      onCancel={() => void cancel.run()}
      busy={busy}
    >
      {(open) => (
        <>
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
        </>
      )}
    </LocalStandInPage>
  );
}
