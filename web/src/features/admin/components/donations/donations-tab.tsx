import { useDeferredValue, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DONATION_MESSAGES, DONATION_STATUSES } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { toast } from '@/stores/toast-store';
import {
  exportDonations,
  useDonationStats,
  useDonations,
  type DonationFilters,
} from '../../api/admin-donations';
import { AdminList } from '../admin-list';
import { ListFilters, capitalised, type FilterSpec } from '../filter-bar';
import { DONATION_COLUMNS, donationPhoneRow } from './donation-columns';
import { DonationStats } from './donation-stats';

const FILTERS: FilterSpec<DonationFilters> = {
  wide: '1.1fr 1fr 1.25fr auto auto',
  placeholder: 'e-mail, member id, session or customer',
  selects: [
    {
      key: 'status',
      label: 'Status',
      all: 'All statuses',
      options: capitalised(DONATION_STATUSES),
    },
    {
      key: 'recurring',
      label: 'Recurring',
      all: 'Monthly and one-time',
      options: [
        { value: 'true', label: 'Monthly' },
        { value: 'false', label: 'One-time' },
      ],
    },
  ],
};

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
  const [chosen, setChosen] = useState<DonationFilters>({ q: '', status: '', recurring: '' });
  const filters: DonationFilters = { ...chosen, q: useDeferredValue(chosen.q) };
  const list = useDonations(filters);
  const [version, setVersion] = useState(0);
  const stats = useDonationStats(filters, version);
  const exported = useFormSubmit({
    send: () => exportDonations(filters),
    done: (csv) => download(csv, `donations-${new Date().toISOString().slice(0, 10)}.csv`),
    failure: () => {
      toast.error(DONATION_MESSAGES.exportFailed);
      return null;
    },
  });

  const reload = () => {
    list.reload();
    setVersion((v) => v + 1);
  };
  const filter = (next: DonationFilters) => {
    setChosen(next);
    list.setPage(1);
  };

  return (
    <Stack spacing={2.5}>
      <ListFilters spec={FILTERS} value={chosen} onChange={filter}>
        <Button variant="outlined" onClick={reload}>
          Refresh
        </Button>
        <Button variant="contained" onClick={() => exported.run()} disabled={exported.busy}>
          {exported.busy ? 'Exporting…' : 'Export CSV'}
        </Button>
      </ListFilters>
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
