import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DONATION_DEFAULT_AUD,
  DONATION_INTERVAL,
  DONATION_MESSAGES,
  DONATION_PRESETS_AUD,
  LIMITS,
  PUBLIC_PAGES,
  checkDonation,
  customAmountCents,
  formatAud,
} from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { usePageHead } from '@/lib/document-head';
import { useSessionStore } from '@/stores/session-store';
import { PageContainer } from '@/components/layout/page-container';
import { startCheckout } from '../api/checkout';

type Frequency = 'once' | 'month';

const label = { fontWeight: 700, fontSize: 14, mb: 1 } as const;

export function DonatePage() {
  usePageHead(PUBLIC_PAGES.donate);
  const status = useSessionStore((s) => s.status);
  const [preset, setPreset] = useState<number | null>(DONATION_DEFAULT_AUD);
  const [custom, setCustom] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [email, setEmail] = useState('');

  const customCents = custom.trim() ? customAmountCents(custom) : null;
  const amount = preset !== null ? preset * 100 : customCents;
  const signedOut = status === 'signed-out';

  const { busy, error, field, setError, submit } = useFormSubmit({
    check: () => {
      const checked = checkDonation({
        amount,
        interval: frequency === 'month' ? DONATION_INTERVAL : null,
        email,
      });
      return checked.ok && signedOut ? DONATION_MESSAGES.loginRequired : checked;
    },
    send: async (checked) => {
      const { url } = await startCheckout(checked);
      if (!url) throw new Error('no checkout URL');
      return url;
    },
    done: (url) => window.location.assign(url),
    failure: (err) => errorText(err, DONATION_MESSAGES.checkoutFailed),
    staysBusy: true,
  });

  return (
    <PageContainer
      maxWidth="sm"
      title="Support xmates"
      subtitle="Donate once or monthly in Australian dollars through a secure card checkout. Every donation earns a supporter badge on your profile."
    >
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Donation"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        <Stack spacing={3}>
          <Box>
            <Typography id="donate-amount" sx={label}>
              Amount (AUD)
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-labelledby="donate-amount"
              value={preset}
              onChange={(_, value: number | null) => {
                if (value === null) return;
                setPreset(value);
                setCustom('');
                setError(null);
              }}
            >
              {DONATION_PRESETS_AUD.map((aud) => (
                <ToggleButton key={aud} value={aud} sx={{ fontWeight: 700, fontSize: 16 }}>
                  {formatAud(aud * 100).replace('.00', '')}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label="Custom amount"
              fullWidth
              inputMode="decimal"
              value={custom}
              onFocus={() => setPreset(null)}
              onChange={(e) => {
                setCustom(e.target.value);
                setPreset(null);
                setError(null);
              }}
              onBlur={() => {
                if (customCents !== null) setCustom((customCents / 100).toFixed(2));
              }}
              error={field === 'amount'}
              helperText={`From ${formatAud(LIMITS.donationMinAud * 100)} to ${formatAud(LIMITS.donationMaxAud * 100)}`}
              sx={{ mt: 2 }}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          </Box>

          <Box>
            <Typography id="donate-frequency" sx={label}>
              Frequency
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-labelledby="donate-frequency"
              value={frequency}
              onChange={(_, value: Frequency | null) => value && setFrequency(value)}
            >
              <ToggleButton value="once">One-time</ToggleButton>
              <ToggleButton value="month">Monthly</ToggleButton>
            </ToggleButtonGroup>
          </Box>

          <TextField
            label="Receipt e-mail (optional)"
            type="email"
            autoComplete="email"
            fullWidth
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            error={field === 'email'}
            helperText="Where the payment receipt goes; your account's address otherwise."
            slotProps={{ htmlInput: { maxLength: LIMITS.contactEmailMax } }}
          />

          {error && (
            <Alert severity={field ? 'warning' : 'error'} role="alert">
              {error}
            </Alert>
          )}
          {signedOut && !error && (
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                  component={RouterLink}
                  to={paths.login.getHref(paths.donate.getHref())}
                >
                  Log in
                </Button>
              }
            >
              {DONATION_MESSAGES.loginRequired}
            </Alert>
          )}

          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || status === 'loading'}
          >
            {busy
              ? 'Starting checkout…'
              : amount
                ? `Donate ${formatAud(amount)}${frequency === 'month' ? ' monthly' : ''}`
                : 'Donate'}
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
            Payments are processed by Stripe. Monthly donations can be cancelled at any time.
          </Typography>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
