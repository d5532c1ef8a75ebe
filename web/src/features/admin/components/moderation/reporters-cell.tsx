import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReporterView } from '@xmates/domain';
import { formatDateTime } from '../../utils/format';
import type { AdminColumn } from '../admin-table';

/** What a reported product, comment or reply says about its reports. */
interface Reported {
  reportsCount: number;
  reportedAt: string | null;
  reporters: readonly ReporterView[];
}

/** The 'Reports' column of a moderation list. */
export function reportsColumn<T extends Reported>(width: string): AdminColumn<T> {
  return { key: 'reports', label: 'Reports', width, render: (row) => <ReportersCell row={row} /> };
}

/** How many reported the item, when last, and who (the newest few, with their reasons). */
function ReportersCell({ row }: { row: Reported }) {
  const { reportsCount: count, reportedAt, reporters } = row;
  const unnamed = count - reporters.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color="warning"
          label={`${count} ${count === 1 ? 'report' : 'reports'}`}
          sx={{ fontWeight: 700 }}
        />
        {reportedAt && (
          <Typography variant="caption" color="textSecondary">
            last {formatDateTime(reportedAt)}
          </Typography>
        )}
      </Box>
      <Box component="ul" aria-label="Reporters" sx={{ m: 0, pl: 2.25 }}>
        {reporters.map((r) => (
          <Typography component="li" variant="body2" key={r.uid} sx={{ wordBreak: 'break-word' }}>
            <Box component="span" sx={{ fontWeight: 650 }}>
              {r.displayName}
            </Box>
            {r.reason && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                — “{r.reason}”
              </Box>
            )}
          </Typography>
        ))}
        {unnamed > 0 && (
          <Typography component="li" variant="body2" color="textSecondary">
            and {unnamed} more
          </Typography>
        )}
      </Box>
    </Box>
  );
}
