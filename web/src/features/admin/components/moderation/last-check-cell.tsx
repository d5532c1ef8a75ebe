import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LINK_HEALTH_MESSAGES, type LinkCheckView, type LinkVerdict } from '@xmates/domain';
import { formatDateTime } from '../../utils/format';
import type { AdminColumn } from '../admin-table';

const COLOR: Record<LinkVerdict, 'success' | 'error' | 'default'> = {
  alive: 'success',
  dead: 'error',
  unknown: 'default',
};

/** The link checker's last check of a product's link: verdict, what it saw, when. */
function LastCheckCell({ check }: { check: LinkCheckView | null }) {
  if (!check) {
    return (
      <Typography variant="body2" color="textSecondary">
        {LINK_HEALTH_MESSAGES.notChecked}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={COLOR[check.verdict]}
          label={check.verdict}
          sx={{ fontWeight: 700, textTransform: 'capitalize' }}
        />
        <Typography variant="caption" color="textSecondary">
          {formatDateTime(check.checkedAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {check.reason}
      </Typography>
      {check.deadSince && (
        <Typography variant="caption" color="textSecondary">
          dead since {formatDateTime(check.deadSince)}
        </Typography>
      )}
    </Box>
  );
}

/** The 'Last check' column of Reported Broken Links. */
export function lastCheckColumn<T extends { lastCheck: LinkCheckView | null }>(
  width: string,
): AdminColumn<T> {
  return {
    key: 'lastCheck',
    label: 'Last check',
    width,
    render: (row) => <LastCheckCell check={row.lastCheck} />,
  };
}
