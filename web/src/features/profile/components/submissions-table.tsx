import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SubmissionStatus, SubmissionView } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import {
  DuplicateOf,
  SUBMISSION_STATUS_LABELS,
  SubmissionStatusChip,
} from '@/components/submissions/submission-status-chip';

/** Tags shown per row before '+N'. */
const TAGS_SHOWN = 5;

type StatusFilter = SubmissionStatus | 'all';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

function matches(s: SubmissionView, query: string, status: StatusFilter): boolean {
  if (status !== 'all' && s.status !== status) return false;
  if (!query) return true;
  const haystack = [s.title, s.link, s.category, s.suggestedCategory, s.description, ...s.tags]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return haystack.includes(query);
}

function Tags({ tags }: { tags: string[] }) {
  const more = tags.length - TAGS_SHOWN;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.slice(0, TAGS_SHOWN).map((t) => (
        <Chip key={t} size="small" label={t} />
      ))}
      {more > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={`+${more}`}
          title={tags.slice(TAGS_SHOWN).join(', ')}
        />
      )}
    </Stack>
  );
}

function Title({ submission }: { submission: SubmissionView }) {
  const title = submission.title || 'Untitled link';
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 650 }} noWrap title={title}>
        {submission.productId ? (
          <Link component={RouterLink} to={paths.product.getHref(submission.productId)}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      <Typography
        variant="caption"
        color="textSecondary"
        noWrap
        component="p"
        title={submission.link}
      >
        {submission.link}
      </Typography>
    </>
  );
}

const categoryOf = (s: SubmissionView) =>
  s.category ?? (s.suggestedCategory ? `Suggested: ${s.suggestedCategory}` : '');

/** A phone's row: title and link, then status, category and date, then the tags. */
function PhoneRow({ submission }: { submission: SubmissionView }) {
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: `1px solid ${BRAND.border}`, '&:first-of-type': { borderTop: 0 } }}
    >
      <Title submission={submission} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, my: 0.75, flexWrap: 'wrap' }}>
        <SubmissionStatusChip status={submission.status} />
        <DuplicateOf duplicateOf={submission.duplicateOf} />
        <Typography variant="caption" color="textSecondary">
          {[
            categoryOf(submission),
            submission.createdAt && dateFormat.format(new Date(submission.createdAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Stack>
      <Tags tags={submission.tags} />
    </Box>
  );
}

/** The member's submissions with a text search and a status filter. */
export function SubmissionsTable({
  submissions,
  loading,
}: {
  submissions: SubmissionView[];
  loading: boolean;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = useMemo(
    () => submissions.filter((s) => matches(s, query.trim().toLowerCase(), status)),
    [submissions, query, status],
  );

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' },
        }}
      >
        <TextField
          label="Search submissions"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="small"
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          size="small"
        >
          <MenuItem value="all">All statuses</MenuItem>
          {(Object.entries(SUBMISSION_STATUS_LABELS) as [SubmissionStatus, string][]).map(
            ([s, label]) => (
              <MenuItem key={s} value={s}>
                {label}
              </MenuItem>
            ),
          )}
        </TextField>
      </Box>
      {loading ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading submissions" />
      ) : shown.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          {submissions.length === 0
            ? 'You have not submitted a link yet.'
            : 'No submission matches.'}
        </Typography>
      ) : !wide ? (
        <Box component="ul" aria-label="My submissions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((s) => (
            <PhoneRow key={s._id} submission={s} />
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="My submissions" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Tags</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Submitted</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((s) => {
                return (
                  <TableRow key={s._id}>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <Title submission={s} />
                    </TableCell>
                    <TableCell>{categoryOf(s)}</TableCell>
                    <TableCell>
                      <Tags tags={s.tags} />
                    </TableCell>
                    <TableCell>
                      <SubmissionStatusChip status={s.status} />
                      <DuplicateOf duplicateOf={s.duplicateOf} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {s.createdAt ? dateFormat.format(new Date(s.createdAt)) : ''}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
