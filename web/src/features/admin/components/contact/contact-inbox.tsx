import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGES,
  CONTACT_REASONS,
  CONTACT_STATUSES,
  LIMITS,
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
import { EMPTY_SELECT } from '../../utils/select-props';
import { AdminList } from '../admin-list';
import { ConfirmDialog } from '../confirm-dialog';
import { contactColumns } from './contact-columns';

const capital = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** The Contact Inbox (a panel tab and /admin/contacts): filters, statuses, bulk actions. */
export function ContactInbox() {
  const [q, setQ] = useState('');
  const [type, setType] = useState<ContactFilters['type']>('');
  const [status, setStatus] = useState<ContactFilters['status']>('');
  const list = useContactMessages({ q: useDeferredValue(q), type, status });
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
  const change = (apply: () => void) => {
    apply();
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
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr' },
        }}
      >
        <TextField
          size="small"
          label="Search"
          placeholder="a word, a name or an e-mail"
          value={q}
          onChange={(e) => change(() => setQ(e.target.value))}
          slotProps={{ htmlInput: { maxLength: LIMITS.adminContactSearchMax } }}
        />
        <TextField
          select
          size="small"
          slotProps={EMPTY_SELECT}
          label="Reason"
          value={type}
          onChange={(e) => change(() => setType(e.target.value as ContactFilters['type']))}
        >
          <MenuItem value="">All reasons</MenuItem>
          {CONTACT_REASONS.map((r) => (
            <MenuItem key={r.key} value={r.key}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={EMPTY_SELECT}
          label="Status"
          value={status}
          onChange={(e) => change(() => setStatus(e.target.value as ContactFilters['status']))}
        >
          <MenuItem value="">All statuses</MenuItem>
          {CONTACT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {capital(s)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
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
        {(['read', 'responded'] as const).map((s) => (
          <Button
            key={s}
            size="small"
            variant="outlined"
            disabled={selected.size === 0 || busy !== null}
            onClick={() => bulkStatus(s)}
          >
            Mark {s}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={selected.size === 0 || busy !== null}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
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
        actions={(m) => (
          <>
            <Button
              size="small"
              variant="outlined"
              disabled={busy !== null || m.status === 'read'}
              onClick={() => mark(m._id, 'read')}
            >
              Mark read
            </Button>
            <Button
              size="small"
              variant="contained"
              disabled={busy !== null || m.status === 'responded'}
              onClick={() => mark(m._id, 'responded')}
            >
              Mark responded
            </Button>
          </>
        )}
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
