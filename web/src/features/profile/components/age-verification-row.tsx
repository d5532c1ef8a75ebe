import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AgeState } from '@xmates/domain';
import { useAgeStatus } from '@/shared-data/get-age-status';
import { VerifyAgeButton } from '@/components/age-assurance/verify-age-button';
import { useSessionStore } from '@/stores/session-store';

const STATUS: Record<AgeState, string> = {
  none: 'Not verified yet',
  pending: 'Check in progress',
  verified: 'Verified: over 18',
  under18: 'Not verified: the check found you are under 18',
  failed: 'Not verified: the last check failed',
  canceled: 'Not verified: the last check was cancelled',
};

/** My Hub's age verification (verified mode): where the member's check stands, and the action. */
export function AgeVerificationRow() {
  const status = useAgeStatus();
  const tokenVerified = useSessionStore((s) => s.ageVerified);
  const state = status.status === 'ready' ? status.data.state : null;
  const verified = tokenVerified || state === 'verified';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="body2" color="textSecondary">
          Status
        </Typography>
        {status.status === 'loading' && !tokenVerified ? (
          <Skeleton width={180} />
        ) : (
          <Typography sx={{ fontWeight: 600 }} data-testid="age-verification-status">
            {verified
              ? STATUS.verified
              : state
                ? STATUS[state]
                : 'Unknown: the status could not be loaded'}
          </Typography>
        )}
      </Box>
      {!verified && <VerifyAgeButton variant="outlined" />}
    </Box>
  );
}
