import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BRAND } from '@/config/brand';

interface IconTileProps {
  /** Width and height in px. */
  size: number;
  /** Corner radius in theme units. */
  radius: number;
  /** A pale pink tile with a pink icon instead of the brand gradient with a white one. */
  tinted?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A square that holds a decorative icon or a short mark, centred. */
export function IconTile({ size, radius, tinted = false, sx, children }: IconTileProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: radius,
          display: 'grid',
          placeItems: 'center',
        },
        tinted
          ? { bgcolor: 'rgba(255,79,139,0.12)', color: 'primary.main' }
          : { background: BRAND.gradient, color: '#fff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
