import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/** Stands in for the images of an adults-only product until the age gate is accepted. */
export function RestrictedFrame({ action }: { action?: ReactNode }) {
  return (
    <Box
      sx={{ ...frameSx, background: 'linear-gradient(135deg, #2a1420 0%, #1b1530 100%)' }}
      role="img"
      aria-label="18+ restricted: confirm your age to view"
    >
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockIcon sx={{ fontSize: 30, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>18+ restricted</Typography>
        <Typography variant="caption">Confirm your age to view</Typography>
        {action}
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
