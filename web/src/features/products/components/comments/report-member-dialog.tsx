import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_MESSAGES,
  MEMBER_REPORT_REASONS,
  MEMBER_REPORT_REASON_KEYS,
  checkMemberReport,
  type MemberReportReason,
} from '@xmates/domain';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { FormError } from '@/components/ui/form-error';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { reportMember } from '../../api/report-member';

interface ReportMemberDialogProps {
  /** The member reported: their uid and name. */
  member: { uid: string; name: string };
  onClose: () => void;
}

const isReason = (value: string): value is MemberReportReason =>
  MEMBER_REPORT_REASON_KEYS.some((key) => key === value);

/** "Report {name}": a reason and optional details; the API's refusal (a 409) shows in place. */
export function ReportMemberDialog({ member, onClose }: ReportMemberDialogProps) {
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [details, setDetails] = useState('');
  const form = useFormSubmit({
    check: () => checkMemberReport(reason, details),
    send: (input) => reportMember(member.uid, input),
    done: ({ message }) => {
      toast.success(message);
      onClose();
    },
    failure: (err) => errorText(err, MEMBER_REPORT_MESSAGES.reportFailed),
  });
  const reasonError = form.fieldError('reason');
  const generalError = form.error && !form.field ? form.error : null;
  return (
    <Dialog open onClose={form.busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void form.submit(e)} noValidate>
        <DialogTitle>{MEMBER_REPORT_MESSAGES.dialogTitle(member.name)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{MEMBER_REPORT_MESSAGES.dialogLead}</DialogContentText>
          <FormControl error={Boolean(reasonError)} required>
            <FormLabel id="report-member-reason">{MEMBER_REPORT_MESSAGES.reasonLabel}</FormLabel>
            <RadioGroup
              aria-labelledby="report-member-reason"
              value={reason ?? ''}
              onChange={(e) => isReason(e.target.value) && setReason(e.target.value)}
            >
              {MEMBER_REPORT_REASON_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  value={key}
                  control={<Radio size="small" />}
                  label={MEMBER_REPORT_REASONS[key]}
                />
              ))}
            </RadioGroup>
            {reasonError && <FormHelperText>{reasonError}</FormHelperText>}
          </FormControl>
          <FormTextField
            label={MEMBER_REPORT_MESSAGES.detailsLabel}
            value={details}
            onChange={setDetails}
            error={form.fieldError('details')}
            helperText={`${details.trim().length} / ${MEMBER_REPORT_LIMITS.detailsMax}`}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
          />
          <Box sx={{ mt: generalError ? 2 : 0 }}>
            <FormError error={generalError} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={form.busy} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.busy}
            startIcon={form.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {MEMBER_REPORT_MESSAGES.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
