import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGE_PROMPTS, LIMITS, PRODUCT } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { LockIcon } from '@/components/ui/icons';
import { IconTile } from '@/components/ui/icon-tile';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { VerifyAgeButton } from '@/components/age-assurance/verify-age-button';

/** Where "Leave" goes: a neutral page outside the site. */
export const LEAVE_URL = 'https://www.google.com/';

interface AgeGatePanelProps {
  onEnter: () => void;
  /** id of the heading, for the dialog or page that labels itself with it. */
  headingId: string;
}

/**
 * The 18+ declaration (Terms: restricted content only behind an adults-only gate). In verified
 * mode it is a content warning: adults-only content needs a verified age, which it offers.
 */
export function AgeGatePanel({ onEnter, headingId }: AgeGatePanelProps) {
  const ageVerificationOn = useAgeVerificationOn();
  const minutes = Math.round(LIMITS.ageGateValidityMs / 60_000);
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <IconTile size={56} radius={3} sx={{ fontWeight: 900, fontSize: 20 }}>
        {PRODUCT.minimumAge}+
      </IconTile>
      <Typography id={headingId} variant="h3" component="h1">
        Adults only
      </Typography>
      <Typography color="textSecondary" sx={{ lineHeight: 1.6 }}>
        {PRODUCT.name} lists links to videos for adults, hosted on other sites.{' '}
        {ageVerificationOn
          ? AGE_PROMPTS.placeholder
          : `Restricted (${PRODUCT.minimumAge}+) content is shown only to visitors who declare they are adults.`}
      </Typography>
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          border: `1px solid ${BRAND.border}`,
          bgcolor: 'rgba(255,255,255,0.03)',
          textAlign: 'left',
          display: 'flex',
          gap: 1.5,
        }}
      >
        <LockIcon sx={{ color: 'primary.main', mt: 0.25 }} fontSize="small" />
        <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
          By entering you declare that you are at least {PRODUCT.minimumAge} years old, that viewing
          adult material is legal where you are, and that you accept our{' '}
          <Link component={RouterLink} to={paths.terms.getHref()}>
            Terms of Service
          </Link>
          .
        </Typography>
      </Box>
      <Stack spacing={1.25} sx={{ width: '100%' }}>
        <Button variant="contained" size="large" fullWidth onClick={onEnter}>
          I am {PRODUCT.minimumAge} or older — Enter
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          href={LEAVE_URL}
          rel="noopener noreferrer"
        >
          Leave
        </Button>
        {ageVerificationOn && <VerifyAgeButton variant="outlined" size="large" fullWidth />}
      </Stack>
      <Typography variant="caption" color="textSecondary">
        Your answer is kept for {minutes} minutes in this browser tab only.
      </Typography>
    </Stack>
  );
}
