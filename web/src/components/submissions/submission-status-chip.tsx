import Chip from '@mui/material/Chip';
import type { SubmissionStatus } from '@xmates/domain';

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
