import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { RefreshIcon } from '@/components/ui/action-icons';
import { DuplicateOf, SubmissionStatusChip } from '@/components/submissions/submission-status-chip';
import type { SubmissionView } from '@xmates/domain';

/** How many of the member's submissions the page lists (the profile has the full table). */
const SHOWN = 8;

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function SubmissionRow({ submission }: { submission: SubmissionView }) {
  const category = submission.category ?? submission.suggestedCategory;
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: `1px solid ${BRAND.border}`, '&:first-of-type': { borderTop: 0 } }}
    >
      <Typography sx={{ fontWeight: 650 }} noWrap title={submission.title || submission.link}>
        {submission.productId ? (
          <Link component={RouterLink} to={paths.product.getHref(submission.productId)}>
            {submission.title || submission.link}
          </Link>
        ) : (
          submission.title || 'Untitled link'
        )}
      </Typography>
      <Typography variant="body2" color="textSecondary" noWrap title={submission.link}>
        {submission.link}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.75, flexWrap: 'wrap' }}>
        <SubmissionStatusChip status={submission.status} pendingLabel="Pending review" />
        <DuplicateOf duplicateOf={submission.duplicateOf} />
        <Typography variant="caption" color="textSecondary">
          {[
            category && (submission.category ? category : `Suggested: ${category}`),
            submission.createdAt && dateFormat.format(new Date(submission.createdAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Stack>
    </Box>
  );
}

interface Props {
  submissions: SubmissionView[];
  loading: boolean;
  onRefresh: () => void;
}

/** The member's latest submissions and where each one stands. */
export function MyRecentSubmissions({ submissions, loading, onRefresh }: Props) {
  return (
    <Box component="section" aria-labelledby="recent-submissions">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="recent-submissions" variant="h5" component="h2" sx={{ flex: 1 }}>
          Your recent submissions
        </Typography>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh submissions" onClick={onRefresh} size="small">
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {loading && (
        <Stack spacing={1.5} sx={{ py: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={58} />
          ))}
        </Stack>
      )}
      {!loading && submissions.length === 0 && (
        <Typography color="textSecondary" sx={{ py: 1 }}>
          Nothing yet. Links you submit show here with their review status.
        </Typography>
      )}
      {!loading && submissions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {submissions.slice(0, SHOWN).map((s) => (
            <SubmissionRow key={s._id} submission={s} />
          ))}
        </Box>
      )}
      {!loading && submissions.length > SHOWN && (
        <Link component={RouterLink} to={paths.profile.getHref()} variant="body2">
          See all {submissions.length} in My Hub
        </Link>
      )}
    </Box>
  );
}
