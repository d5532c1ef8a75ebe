import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatAud, type DonationStatus, type DonationView } from '@xmates/domain';
import type { AdminColumn } from '../admin-table';
import { formatDateTime } from '../../utils/format';

const STATUS_COLOR: Record<DonationStatus, 'success' | 'warning' | 'error' | 'default'> = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'default',
};

const mono = { fontFamily: 'ui-monospace, monospace', fontSize: 12, overflowWrap: 'anywhere' };

/** The amount in even-width digits (`weight`: heavier as a phone card's headline), then its kind. */
function AmountAndKind({ donation, weight }: { donation: DonationView; weight: number }) {
  return (
    <>
      <Typography sx={{ fontWeight: weight, fontVariantNumeric: 'tabular-nums' }}>
        {formatAud(donation.amount)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {donation.recurring ? 'Monthly' : 'One-time'}
      </Typography>
    </>
  );
}

/** A phone card: amount, kind and status on one line, the donor and the date below. */
export function donationPhoneRow(d: DonationView) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <AmountAndKind donation={d} weight={800} />
        <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} sx={{ ml: 'auto' }} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
        {d.email ?? '—'}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {formatDateTime(d.createdAt)} ·{' '}
        <Box component="span" sx={mono}>
          {d.sessionId ?? d._id}
        </Box>
      </Typography>
    </>
  );
}

export const DONATION_COLUMNS: readonly AdminColumn<DonationView>[] = [
  {
    key: 'date',
    label: 'Date',
    width: 130,
    render: (d) => <Typography variant="body2">{formatDateTime(d.createdAt)}</Typography>,
  },
  {
    key: 'amount',
    label: 'Amount',
    width: 120,
    render: (d) => <AmountAndKind donation={d} weight={700} />,
  },
  {
    key: 'status',
    label: 'Status',
    width: 120,
    render: (d) => <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} />,
  },
  {
    key: 'donor',
    label: 'Donor',
    render: (d) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {d.email ?? '—'}
      </Typography>
    ),
  },
  {
    key: 'reference',
    label: 'Reference',
    width: 220,
    render: (d) => (
      <>
        <Typography sx={mono}>{d.sessionId ?? d._id}</Typography>
        {d.customerId && (
          <Typography sx={{ ...mono, color: 'text.secondary' }}>{d.customerId}</Typography>
        )}
      </>
    ),
  },
];
