import { Suspense, lazy } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { HCAPTCHA_TEST_TOKEN } from '@xmates/domain';
import { env } from '@/config/env';

const HCaptcha = lazy(() => import('@hcaptcha/react-hcaptcha'));

interface CaptchaFieldProps {
  token: string;
  onToken: (token: string) => void;
  error: boolean;
}

/**
 * hCaptcha in production. On the local emulator hCaptcha cannot load, so a clearly labelled
 * stand-in gives hCaptcha's documented test token, the only one the emulator's API accepts.
 * Remount it (a new `key`) to reset it after an attempt.
 */
export function CaptchaField({ token, onToken, error }: CaptchaFieldProps) {
  if (env.useEmulators) {
    return (
      <Box
        sx={{
          p: 1.5,
          borderRadius: 1,
          border: '1px dashed',
          borderColor: error ? 'error.main' : 'warning.main',
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={token === HCAPTCHA_TEST_TOKEN}
              onChange={(e) => onToken(e.target.checked ? HCAPTCHA_TEST_TOKEN : '')}
            />
          }
          label="I am human (local test captcha)"
        />
        <Typography variant="body2" color="textSecondary">
          Local emulator only: stands in for hCaptcha, which cannot load here.
        </Typography>
      </Box>
    );
  }
  if (!env.hcaptchaSiteKey) {
    return <Alert severity="error">The captcha is not configured (VITE_HCAPTCHA_SITE_KEY).</Alert>;
  }
  return (
    <Suspense fallback={<Box sx={{ height: 78 }} />}>
      <HCaptcha
        sitekey={env.hcaptchaSiteKey}
        theme="dark"
        onVerify={(value: string) => onToken(value)}
        onExpire={() => onToken('')}
        onError={() => onToken('')}
      />
    </Suspense>
  );
}
