import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { LINK_HEALTH_MESSAGES, MODERATION_MESSAGES, type FlaggedProductView } from '@xmates/domain';
import { useFlagged } from '../../api/get-flagged';
import { checkLinkNow, decideLinkReport } from '../../api/link-reports';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FLAGGED_COLUMNS } from './flagged-columns';

/**
 * Reported Broken Links: approve a report (the product is removed) or reject it; each link's
 * last check by the link checker, and "Check now".
 */
export function ReportedLinksTab() {
  const flagged = useFlagged();
  const { busy, run } = useAdminAction(flagged.reload);
  const [removing, setRemoving] = useState<FlaggedProductView | null>(null);

  const decide = async (row: FlaggedProductView, decision: 'approve' | 'reject') => {
    await run(row.id, () => decideLinkReport(row.id, decision), MODERATION_MESSAGES.actionFailed);
    setRemoving(null);
  };

  return (
    <>
      <AdminList
        list={flagged}
        rows={flagged.products}
        rowKey={(row) => row.id}
        columns={FLAGGED_COLUMNS}
        label="Flagged products"
        empty="No broken-link reports are waiting."
        noun={['flagged product', 'flagged products']}
        actions={(row) => (
          <>
            <ActionButton
              busy={busy}
              variant="contained"
              color="error"
              onClick={() => setRemoving(row)}
            >
              Approve report
            </ActionButton>
            <ActionButton busy={busy} variant="outlined" onClick={() => decide(row, 'reject')}>
              Reject report
            </ActionButton>
            <ActionButton
              busy={busy}
              variant="text"
              onClick={() =>
                run(row.id, () => checkLinkNow(row.id), LINK_HEALTH_MESSAGES.checkFailed)
              }
            >
              Check now
            </ActionButton>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Approve the report?"
        confirmLabel="Remove product"
        busy={busy !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && decide(removing, 'approve')}
      >
        <DialogContentText>
          “{removing?.title}” leaves Home and every public list. It is kept for the record, with its
          reports and members’ likes and favourites.
        </DialogContentText>
      </ConfirmDialog>
    </>
  );
}
