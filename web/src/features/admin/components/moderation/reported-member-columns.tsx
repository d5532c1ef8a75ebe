import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEMBER_REPORT_REASONS,
  type MemberWordsView,
  type ReportedMemberView,
} from '@xmates/domain';
import { formatDateTime } from '../../utils/format';
import type { AdminColumn } from '../admin-table';

/** A short text, clamped to three lines (the whole of it in the tooltip). */
function Clamped({ text, muted }: { text: string; muted?: boolean }) {
  return (
    <Typography
      variant="body2"
      color={muted ? 'textSecondary' : undefined}
      title={text}
      sx={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {text}
    </Typography>
  );
}

function MemberCell({ row }: { row: ReportedMemberView }) {
  const { suspension } = row;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
        {row.displayName || 'No display name'}
      </Typography>
      <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
        {row.uid}
      </Typography>
      {suspension && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={
            suspension.until ? `Suspended until ${formatDateTime(suspension.until)}` : 'Banned'
          }
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}

function ReportsCell({ row }: { row: ReportedMemberView }) {
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {row.reasons.map(({ reason, count }) => (
          <Chip key={reason} size="small" label={`${MEMBER_REPORT_REASONS[reason]} × ${count}`} />
        ))}
      </Box>
      <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {row.reports.map((report) => (
          <Box component="li" key={`${report.createdAt}-${report.reason}`}>
            <Typography variant="caption" color="textSecondary">
              {MEMBER_REPORT_REASONS[report.reason]} · {formatDateTime(report.createdAt)}
            </Typography>
            {report.details && <Clamped text={report.details} />}
          </Box>
        ))}
      </Stack>
      {row.reportsCount > row.reports.length && (
        <Typography variant="caption" color="textSecondary">
          and {row.reportsCount - row.reports.length} older
        </Typography>
      )}
    </Stack>
  );
}

function WordsItem({ words }: { words: MemberWordsView }) {
  return (
    <Box component="li">
      <Typography variant="caption" color="textSecondary">
        {words.kind === 'comment' ? 'Comment' : 'Reply'}
        {words.hidden ? ' (hidden)' : ''} · {formatDateTime(words.createdAt)} · product{' '}
        {words.productId}
      </Typography>
      <Clamped text={words.text} />
    </Box>
  );
}

function WordsCell({ row }: { row: ReportedMemberView }) {
  if (row.recentWords.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        No comments or replies.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
      {row.recentWords.map((words) => (
        <WordsItem key={`${words.productId}-${words.createdAt}`} words={words} />
      ))}
    </Stack>
  );
}

export const REPORTED_MEMBER_COLUMNS: readonly AdminColumn<ReportedMemberView>[] = [
  { key: 'member', label: 'Member', width: '20%', render: (row) => <MemberCell row={row} /> },
  {
    key: 'reports',
    label: 'Reports',
    width: '32%',
    render: (row) => <ReportsCell row={row} />,
  },
  { key: 'words', label: 'Recent comments', render: (row) => <WordsCell row={row} /> },
];
