import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGES,
  CONTACT_REASONS,
  CONTACT_STATUSES,
  type ContactStatus,
} from '@xmates/domain';
import { BRAND } from '@/config/brand';
import {
  bulkContact,
  setContactStatus,
  useContactMessages,
  type ContactFilters,
} from '../../api/admin-contact';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListFilters, capitalised, type FilterSpec } from '../filter-bar';
import { contactColumns } from './contact-columns';

const FILTERS: FilterSpec<ContactFilters> = {
  wide: '2fr 1fr 1fr',
  placeholder: 'a word, a name or an e-mail',
  selects: [
    {
      key: 'type',
      label: 'Reason',
      all: 'All reasons',
      options: CONTACT_REASONS.map((r) => ({ value: r.key, label: r.label })),
    },
    { key: 'status', label: 'Status', all: 'All statuses', options: capitalised(CONTACT_STATUSES) },
  ],
};

/** The statuses an admin marks messages with, one at a time or the selected ones. */
const MARKS = ['read', 'responded'] as const;

/** The Contact Inbox (a panel tab and /admin/contacts): filters, statuses, bulk actions. */
export function ContactInbox() {
  const [filters, setFilters] = useState<ContactFilters>({ q: '', type: '', status: '' });
  const list = useContactMessages({ ...filters, q: useDeferredValue(filters.q) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useAdminAction(list.reload);
  const rows = list.data?.items ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const filter = (next: ContactFilters) => {
    setFilters(next);
    setSelected(new Set());
    list.setPage(1);
  };
  const mark = (id: string, next: ContactStatus) =>
    run(id, () => setContactStatus(id, next), CONTACT_MESSAGES.statusFailed);
  const bulkStatus = async (next: ContactStatus) => {
    if (
      await run(
        'bulk',
        () => bulkContact([...selected], { action: 'status', status: next }),
        CONTACT_MESSAGES.statusFailed,
      )
    ) {
      setSelected(new Set());
    }
  };
  const bulkDelete = async () => {
    if (
      await run(
        'bulk',
        () => bulkContact([...selected], { action: 'delete' }),
        CONTACT_MESSAGES.deleteFailed,
      )
    ) {
      setSelected(new Set());
    }
    setDeleting(false);
  };
  const allOnPage = rows.length > 0 && rows.every((m) => selected.has(m._id));

  return (
    <Stack spacing={2.5}>
      <ListFilters spec={FILTERS} value={filters} onChange={filter} />
      <Box
        role="toolbar"
        aria-label="Selected messages"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          p: 1.25,
          borderRadius: 2,
          border: `1px solid ${BRAND.border}`,
          bgcolor: BRAND.surfaceRaised,
        }}
      >
        <Button
          size="small"
          color="inherit"
          disabled={rows.length === 0}
          onClick={() => setSelected(allOnPage ? new Set() : new Set(rows.map((m) => m._id)))}
        >
          {allOnPage ? 'Clear selection' : 'Select page'}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ mr: 'auto' }}>
          {selected.size} selected
        </Typography>
        {MARKS.map((s) => (
          <ActionButton
            key={s}
            busy={busy}
            variant="outlined"
            disabled={selected.size === 0}
            onClick={() => bulkStatus(s)}
          >
            Mark {s}
          </ActionButton>
        ))}
        <ActionButton
          busy={busy}
          variant="outlined"
          color="error"
          disabled={selected.size === 0}
          onClick={() => setDeleting(true)}
        >
          Delete
        </ActionButton>
      </Box>
      <AdminList
        list={list}
        rows={rows}
        rowKey={(m) => m._id}
        columns={contactColumns(selected, toggle)}
        label="Contact messages"
        empty="No messages match these filters."
        noun={['message', 'messages']}
        failedText={CONTACT_MESSAGES.loadFailed}
        actions={(m) =>
          MARKS.map((s) => (
            <ActionButton
              key={s}
              busy={busy}
              variant={s === 'responded' ? 'contained' : 'outlined'}
              disabled={m.status === s}
              onClick={() => mark(m._id, s)}
            >
              Mark {s}
            </ActionButton>
          ))
        }
      />
      <ConfirmDialog
        open={deleting}
        title="Delete the selected messages?"
        confirmLabel="Delete"
        busy={busy !== null}
        onCancel={() => setDeleting(false)}
        onConfirm={bulkDelete}
      >
        <DialogContentText>
          {selected.size} {selected.size === 1 ? 'message is' : 'messages are'} deleted for good.
        </DialogContentText>
      </ConfirmDialog>
    </Stack>
  );
}
