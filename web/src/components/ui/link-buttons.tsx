import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LinkAction {
  to: string;
  label: ReactNode;
  icon?: ReactNode;
}

interface LinkButtonsProps {
  /** The call to action (contained). */
  primary: LinkAction;
  /** Its alternative (outlined). */
  secondary: LinkAction;
  size?: 'medium' | 'large';
  sx?: SxProps<Theme>;
}

/** Two links drawn as buttons: stacked on phones, side by side from sm. */
export function LinkButtons({ primary, secondary, size = 'medium', sx }: LinkButtonsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={size === 'large' ? 1.5 : 1.25} sx={sx}>
      <Button
        variant="contained"
        size={size}
        component={RouterLink}
        to={primary.to}
        startIcon={primary.icon}
      >
        {primary.label}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size={size}
        component={RouterLink}
        to={secondary.to}
        startIcon={secondary.icon}
      >
        {secondary.label}
      </Button>
    </Stack>
  );
}
