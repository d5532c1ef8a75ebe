import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DONATION_MESSAGES, DONATION_STATUSES, LIMITS } from '@xmates/domain';
import { toast } from '@/stores/toast-store';
import {
  exportDonations,
  useDonationStats,
  useDonations,
  type DonationFilters,
} from '../../api/admin-donations';
import { EMPTY_SELECT } from '../../utils/select-props';
import { AdminList } from '../admin-list';
import { DONATION_COLUMNS, donationPhoneRow } from './donation-columns';
import { DonationStats } from './donation-stats';

/** Saves text as a file through a temporary link. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Donations: filters, the statistics of the filtered set, its CSV, and the list (read-only). */
export function DonationsTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<DonationFilters['status']>('');
  const [recurring, setRecurring] = useState<DonationFilters['recurring']>('');
  const filters: DonationFilters = { q: useDeferredValue(q), status, recurring };
  const list = useDonations(filters);
  const [version, setVersion] = useState(0);
  const stats = useDonationStats(filters, version);
  const [exporting, setExporting] = useState(false);

  const reload = () => {
    list.reload();
    setVersion((v) => v + 1);
  };
  const onExport = async () => {
    setExporting(true);
    try {
      const csv = await exportDonations(filters);
      download(csv, `donations-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      toast.error(DONATION_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  const change = (apply: () => void) => {
    apply();
    list.setPage(1);
  };

  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.1fr 1fr 1.25fr auto auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          size="small"
          label="Search"
          placeholder="e-mail, member id, session or customer"
          value={q}
          onChange={(e) => change(() => setQ(e.target.value))}
          slotProps={{ htmlInput: { maxLength: LIMITS.adminContactSearchMax } }}
        />
        <TextField
          select
          size="small"
          slotProps={EMPTY_SELECT}
          label="Status"
          value={status}
          onChange={(e) => change(() => setStatus(e.target.value as DonationFilters['status']))}
        >
          <MenuItem value="">All statuses</MenuItem>
          {DONATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s[0]?.toUpperCase()}
              {s.slice(1)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={EMPTY_SELECT}
          label="Recurring"
          value={recurring}
          onChange={(e) =>
            change(() => setRecurring(e.target.value as DonationFilters['recurring']))
          }
        >
          <MenuItem value="">Monthly and one-time</MenuItem>
          <MenuItem value="true">Monthly</MenuItem>
          <MenuItem value="false">One-time</MenuItem>
        </TextField>
        <Button variant="outlined" onClick={reload}>
          Refresh
        </Button>
        <Button variant="contained" onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Box>
      <DonationStats
        stats={stats.last?.status === 'ready' ? stats.last.data : null}
        failed={stats.status === 'error'}
      />
      <AdminList
        list={list}
        rows={list.data?.items ?? []}
        rowKey={(d) => d._id}
        columns={DONATION_COLUMNS}
        phoneRow={donationPhoneRow}
        label="Donations"
        empty="No donations match these filters."
        noun={['donation', 'donations']}
      />
    </Stack>
  );
}
