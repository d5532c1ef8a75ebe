import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { reasonLabel, type ContactMessageView, type ContactStatus } from '@xmates/domain';
import type { AdminColumn } from '../admin-table';
import { formatDateTime } from '../../utils/format';

const STATUS_COLOR: Record<ContactStatus, 'info' | 'default' | 'success'> = {
  new: 'info',
  read: 'default',
  responded: 'success',
};

export function contactColumns(
  selected: ReadonlySet<string>,
  toggle: (id: string) => void,
): AdminColumn<ContactMessageView>[] {
  return [
    {
      key: 'from',
      label: 'From',
      width: 260,
      render: (m) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
          <Checkbox
            size="small"
            checked={selected.has(m._id)}
            onChange={() => toggle(m._id)}
            sx={{ mt: -0.75, ml: -1 }}
            slotProps={{ input: { 'aria-label': `Select the message from ${m.name}` } }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {m.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatDateTime(m.createdAt)}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      key: 'message',
      label: 'Message',
      render: (m) => (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={reasonLabel(m.type)} />
            <Chip size="small" label={m.status} color={STATUS_COLOR[m.status]} />
          </Box>
          <Typography
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 160,
              overflow: 'auto',
            }}
          >
            {m.message}
          </Typography>
        </>
      ),
    },
  ];
}
