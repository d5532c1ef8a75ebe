import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LinkRisk } from '@xmates/domain';
import { WarningIcon } from '@/components/ui/action-icons';

const LEVELS = {
  ok: { label: 'Low risk', color: 'success' },
  warn: { label: 'Review link', color: 'warning' },
  danger: { label: 'High risk', color: 'error' },
} as const;

/** The link risk check: a level chip and, unless the link is clean, every flag's message. */
export function RiskBadge({ risk, dense = false }: { risk: LinkRisk; dense?: boolean }) {
  const level = LEVELS[risk.level];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color={level.color} label={level.label} />
      {risk.flags.length > 0 && (
        <Box component="ul" aria-label="Risk flags" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {risk.flags.map((flag) => (
            <Typography
              component="li"
              key={flag.code}
              variant={dense ? 'caption' : 'body2'}
              sx={{
                display: 'flex',
                gap: 0.5,
                alignItems: 'flex-start',
                color: `${level.color}.main`,
              }}
            >
              <WarningIcon sx={{ fontSize: 14, mt: '2px', flexShrink: 0 }} />
              <span>{flag.message}</span>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
