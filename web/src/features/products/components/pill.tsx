import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { BRAND } from '@/config/brand';
import { CloseIcon } from '@/components/ui/icons';

interface PillProps {
  children: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'primary';
  /** Shows an × button with this accessible name. */
  removeLabel?: string;
  onRemove?: () => void;
  component?: 'span' | 'li';
}

/**
 * A small rounded label (tags on cards, active filters). Lighter than MUI's Chip, which the
 * home route's JavaScript budget cannot afford for a static label.
 */
export function Pill({
  children,
  icon,
  tone = 'default',
  removeLabel,
  onRemove,
  component = 'span',
}: PillProps) {
  const primary = tone === 'primary';
  return (
    <Box
      component={component}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 24,
        pl: icon ? 0.75 : 1.1,
        pr: onRemove ? 0.25 : 1.1,
        borderRadius: 12,
        border: '1px solid',
        borderColor: primary ? 'rgba(255,79,139,0.6)' : BRAND.border,
        color: primary ? 'primary.main' : 'text.primary',
        fontSize: 13,
        fontWeight: 600,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        maxWidth: '100%',
        '& > svg': { fontSize: 15 },
      }}
    >
      {icon}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Box>
      {onRemove && (
        <ButtonBase
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          sx={{
            width: 20,
            height: 20,
            borderRadius: '50%',
            color: 'inherit',
            opacity: 0.75,
            '&:hover': { opacity: 1, bgcolor: 'rgba(255,255,255,0.1)' },
          }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </ButtonBase>
      )}
    </Box>
  );
}
