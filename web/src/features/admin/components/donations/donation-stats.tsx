import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatAud, type DonationStatsAnswer } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { formatDateTime } from '../../utils/format';

interface DonationStatsProps {
  stats: DonationStatsAnswer | null;
  failed: boolean;
}

interface StatProps {
  label: string;
  value: string;
  note?: string;
  /** A long value (a date) in a smaller size. */
  small?: boolean;
}

function Stat({ label, value, note, small }: StatProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: BRAND.border, bgcolor: BRAND.surfaceRaised, minWidth: 0 }}
    >
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: small ? 16 : 22, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="textSecondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** The statistics of the filtered donations, and this month's payments. */
export function DonationStats({ stats, failed }: DonationStatsProps) {
  if (failed) {
    return (
      <Typography color="textSecondary" variant="body2">
        The statistics could not be loaded.
      </Typography>
    );
  }
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  } as const;
  if (!stats) {
    return (
      <Box sx={grid} role="status" aria-label="Statistics loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={92} />
        ))}
      </Box>
    );
  }
  const { filtered: f, thisMonth } = stats;
  return (
    <Box sx={grid} aria-label="Donation statistics" role="group" data-testid="donation-stats">
      <Stat
        label="Total paid"
        value={formatAud(f.totalPaidCents)}
        note={`${f.countPaid} paid · avg ${formatAud(f.avgPaidCents)}`}
      />
      <Stat
        label="Monthly / once"
        value={`${f.countMonthlyPaid} / ${f.countOneTimePaid}`}
        note={`${f.countRefunded} refunded`}
      />
      <Stat
        label="This month"
        value={formatAud(thisMonth.totalPaidCents)}
        note={`${thisMonth.countPaid} paid (all donations)`}
      />
      <Stat label="Latest paid" value={formatDateTime(f.latestPaidAt) || '—'} small />
    </Box>
  );
}
