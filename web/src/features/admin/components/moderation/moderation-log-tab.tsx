import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MODERATION_ACTIONS, type ModerationLogEntryView } from '@xmates/domain';
import { useModerationLog } from '../../api/get-moderation-log';
import { formatDateTime } from '../../utils/format';
import { AdminList } from '../admin-list';
import type { AdminColumn } from '../admin-table';

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
      <Typography variant="body2" noWrap title={row.actor.email ?? row.actor.uid}>
        {row.actor.email ?? row.actor.uid}
      </Typography>
    ),
  },
  {
    key: 'action',
    label: 'Action',
    width: '26%',
    render: (row) => (
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
    ),
  },
  {
    key: 'target',
    label: 'Target',
    render: (row) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
        <Chip size="small" variant="outlined" label={row.target.kind} />
        <Typography variant="body2" sx={{ wordBreak: 'break-word', minWidth: 0 }}>
          {row.target.label}
        </Typography>
      </Box>
    ),
  },
];

/** Every admin action of link verification and moderation: who, what, when, to what. */
export function ModerationLogTab() {
  const log = useModerationLog();
  return (
    <AdminList
      list={log}
      rows={log.entries}
      rowKey={(row) => row._id}
      columns={COLUMNS}
      label="Moderation log"
      empty="No admin actions yet."
      noun={['entry', 'entries']}
    />
  );
}
