import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MODERATION_ACTIONS, type ModerationLogEntryView } from '@xmates/domain';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { useModerationLog } from '../../api/get-moderation-log';
import { formatDateTime } from '../../utils/format';
import { AdminList } from '../admin-list';
import type { AdminColumn } from '../admin-table';

const adminOf = (row: ModerationLogEntryView) => row.actor.email ?? row.actor.uid;

function ActionCell({ row }: { row: ModerationLogEntryView }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 650 }}>
        {MODERATION_ACTIONS[row.action]}
      </Typography>
      {row.note && (
        <Typography variant="caption" color="textSecondary">
          {row.note}
        </Typography>
      )}
    </Box>
  );
}

function TargetCell({ row }: { row: ModerationLogEntryView }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Chip size="small" variant="outlined" label={row.target.kind} />
      <Typography variant="body2" sx={{ wordBreak: 'break-word', minWidth: 0 }}>
        {row.target.label}
      </Typography>
    </Box>
  );
}

const COLUMNS: readonly AdminColumn<ModerationLogEntryView>[] = [
  {
    key: 'at',
    label: 'When',
    width: '18%',
    render: (row) => <Typography variant="body2">{formatDateTime(row.at)}</Typography>,
  },
  {
    key: 'actor',
    label: 'Admin',
    width: '22%',
    render: (row) => (
      <Typography variant="body2" noWrap title={adminOf(row)}>
        {adminOf(row)}
      </Typography>
    ),
  },
  { key: 'action', label: 'Action', width: '26%', render: (row) => <ActionCell row={row} /> },
  { key: 'target', label: 'Target', render: (row) => <TargetCell row={row} /> },
];

/** An entry on a phone: the target, what was done, then who and when. */
function PhoneEntry({ row }: { row: ModerationLogEntryView }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
      <TargetCell row={row} />
      <ActionCell row={row} />
      <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
        {adminOf(row)} · {formatDateTime(row.at)}
      </Typography>
    </Box>
  );
}

/**
 * /admin/moderation-log: every admin action of link verification and moderation (who, what,
 * when, to what), newest first, beside the panel's eleven tabs.
 */
export function ModerationLogPage() {
  const log = useModerationLog();
  return (
    <PageContainer
      title="Moderation Log"
      subtitle="Every admin action of link verification and moderation: who did what, when, and to what."
      actions={
        <Button component={RouterLink} to={paths.admin.getHref()} variant="outlined">
          Back to the Admin Panel
        </Button>
      }
    >
      <AdminList
        list={log}
        rows={log.entries}
        rowKey={(row) => row._id}
        columns={COLUMNS}
        phoneRow={(row) => <PhoneEntry row={row} />}
        label="Moderation log"
        empty="No admin actions yet."
        noun={['entry', 'entries']}
      />
    </PageContainer>
  );
}
