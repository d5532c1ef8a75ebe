import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGE_PROMPTS } from '@xmates/domain';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { VerifyAgeButton } from '@/components/age-assurance/verify-age-button';
import { LockIcon, PlayCircleIcon } from '@/components/ui/icons';

/** The 16:9 box every card image sits in: its height is known before the image loads. */
export const frameSx = {
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bgcolor: '#10121a',
  display: 'grid',
  placeItems: 'center',
} as const;

const restrictedBackground = 'linear-gradient(135deg, #2a1420 0%, #1b1530 100%)';

/**
 * Stands in for the images of an adults-only product the viewer may not see (useAdultAccess):
 * until the age gate is accepted, or in verified mode until the member's age is verified, with
 * the "Verify your age" action.
 */
export function RestrictedFrame() {
  const ageVerificationOn = useAgeVerificationOn();
  if (ageVerificationOn) {
    return (
      <Box sx={{ ...frameSx, background: restrictedBackground }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
          <Stack
            role="img"
            aria-label="18+ restricted: verify your age to view"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
          >
            <LockIcon sx={{ fontSize: 26, color: 'primary.main' }} />
            <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>18+ restricted</Typography>
          </Stack>
          <Typography variant="caption" color="textSecondary" sx={{ maxWidth: 280 }}>
            {AGE_PROMPTS.placeholder}
          </Typography>
          <VerifyAgeButton size="small" />
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      sx={{ ...frameSx, background: restrictedBackground }}
      role="img"
      aria-label="18+ restricted: confirm your age to view"
    >
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockIcon sx={{ fontSize: 30, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>18+ restricted</Typography>
        <Typography variant="caption">Confirm your age to view</Typography>
      </Stack>
    </Box>
  );
}

/** A product without images: a neutral play mark in the same frame. */
export function EmptyFrame() {
  return (
    <Box sx={frameSx}>
      <PlayCircleIcon sx={{ fontSize: 44, color: 'rgba(255,255,255,0.2)' }} />
    </Box>
  );
}
