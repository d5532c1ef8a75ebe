import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import {
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_MESSAGES,
  type ReportedMemberView,
  type ResolveMemberInput,
} from '@xmates/domain';
import { FormTextField } from '@/components/form/form-text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { liftSuspension, resolveMember, useReportedMembers } from '../../api/reported-members';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { REPORTED_MEMBER_COLUMNS } from './reported-member-columns';

/** The outcome an admin is deciding in a dialog: warn (asks the words), suspend (the days), ban. */
type Asking = { row: ReportedMemberView; outcome: 'warn' | 'suspend' | 'ban' };

const DIALOGS: Record<Asking['outcome'], { title: (name: string) => string; confirm: string }> = {
  warn: { title: (name) => `Warn ${name}`, confirm: 'Send warning' },
  suspend: { title: (name) => `Suspend ${name}`, confirm: 'Suspend' },
  ban: { title: (name) => `Ban ${name}?`, confirm: 'Ban' },
};

const nameOf = (row: ReportedMemberView) => row.displayName || 'this member';

/**
 * Reported members: each member's reasons, the newest reports' details (never who wrote them)
 * and their newest comments and replies, with the outcomes Dismiss, Warn, Suspend and Ban, and
 * Lift for a member already suspended or banned.
 */
export function ReportedMembersTab() {
  const list = useReportedMembers();
  const { busy, run } = useAdminAction(list.reload);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [text, setText] = useState('');
  const fallback = MEMBER_REPORT_MESSAGES.actionFailed;

  const open = (row: ReportedMemberView, outcome: Asking['outcome']) => {
    setText(outcome === 'suspend' ? '7' : '');
    setAsking({ row, outcome });
  };
  const decide = async (row: ReportedMemberView, input: ResolveMemberInput) => {
    if (await run(row.uid, () => resolveMember(row.uid, input), fallback)) setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    const { row, outcome } = asking;
    if (outcome === 'warn') void decide(row, { outcome, message: text });
    else if (outcome === 'suspend') void decide(row, { outcome, days: Number(text) });
    else void decide(row, { outcome });
  };

  return (
    <>
      <AdminList
        list={list}
        rows={list.members}
        rowKey={(row) => row.uid}
        columns={REPORTED_MEMBER_COLUMNS}
        label="Reported members"
        empty={MEMBER_REPORT_MESSAGES.listEmpty}
        noun={['member', 'members']}
        actions={(row) => (
          <>
            <ActionButton
              busy={busy}
              variant="outlined"
              onClick={() => void decide(row, { outcome: 'dismiss' })}
            >
              Dismiss
            </ActionButton>
            <ActionButton busy={busy} variant="outlined" onClick={() => open(row, 'warn')}>
              Warn
            </ActionButton>
            <ActionButton
              busy={busy}
              variant="contained"
              color="warning"
              onClick={() => open(row, 'suspend')}
            >
              Suspend
            </ActionButton>
            <ActionButton
              busy={busy}
              variant="contained"
              color="error"
              onClick={() => open(row, 'ban')}
            >
              Ban
            </ActionButton>
            {row.suspension && (
              <ActionButton
                busy={busy}
                variant="text"
                onClick={() => void run(row.uid, () => liftSuspension(row.uid), fallback)}
              >
                Lift {row.suspension.until ? 'suspension' : 'ban'}
              </ActionButton>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? DIALOGS[asking.outcome].title(nameOf(asking.row)) : ''}
        confirmLabel={asking ? DIALOGS[asking.outcome].confirm : ''}
        busy={busy !== null}
        confirmDisabled={asking?.outcome !== 'ban' && text.trim() === ''}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking?.outcome === 'warn' && (
          <FormTextField
            label="Warning the member will read"
            value={text}
            onChange={setText}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={`${text.trim().length} / ${MEMBER_REPORT_LIMITS.warningMax}`}
            sx={{ mt: 1 }}
          />
        )}
        {asking?.outcome === 'suspend' && (
          <FormTextField
            label="Days"
            type="number"
            value={text}
            onChange={setText}
            fullWidth
            autoFocus
            helperText={MEMBER_REPORT_MESSAGES.daysRange}
            slotProps={{
              htmlInput: {
                min: MEMBER_REPORT_LIMITS.suspendDaysMin,
                max: MEMBER_REPORT_LIMITS.suspendDaysMax,
              },
            }}
            sx={{ mt: 1 }}
          />
        )}
        {asking?.outcome === 'ban' && (
          <DialogContentText>
            The member is refused every member action until an admin lifts the ban, and signed out
            now. Their open reports are closed.
          </DialogContentText>
        )}
      </ConfirmDialog>
    </>
  );
}
