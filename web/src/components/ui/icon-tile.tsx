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
type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

/** Array.isArray does not narrow a readonly list, and would type it as any[]. */
const isSxList = (sx: SxProps<Theme>): sx is SxList => Array.isArray(sx);

/** MUI's sx (one style, a list of them, or none) as a list. */
function sxList(sx: SxProps<Theme> | undefined): SxList {
  if (sx === undefined) return [];
  return isSxList(sx) ? sx : [sx];
}

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
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
