import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUBMIT_MESSAGES, type SubmissionStatus, type SubmissionView } from '@xmates/domain';
import { paths } from '@/config/paths';

const COLOR = {
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'error',
} as const satisfies Record<SubmissionStatus, string>;

/** What a member reads for each status (the submit page words 'pending' its own way). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Published',
  rejected: 'Rejected',
};

/** A submission's status as an outlined chip; an unknown status reads as pending. */
export function SubmissionStatusChip({
  status,
  pendingLabel = SUBMISSION_STATUS_LABELS.pending,
}: {
  status: SubmissionStatus;
  pendingLabel?: string;
}) {
  const known = status in COLOR ? status : 'pending';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[known]}
      label={known === 'pending' ? pendingLabel : SUBMISSION_STATUS_LABELS[known]}
    />
  );
}

/** 'Duplicate of <title>' beside a rejected submission the admins found already listed. */
export function DuplicateOf({ duplicateOf }: Pick<SubmissionView, 'duplicateOf'>) {
  if (!duplicateOf) return null;
  return (
    <Typography variant="caption" color="textSecondary">
      {SUBMIT_MESSAGES.duplicateOf('')}
      <Link component={RouterLink} to={paths.product.getHref(duplicateOf.id)}>
        {duplicateOf.title}
      </Link>
    </Typography>
  );
}
