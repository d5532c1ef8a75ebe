import { useState } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import {
  MODERATION_MESSAGES,
  REPORTED_LIST_KEYS,
  type ModeratedKind,
  type ReportedItemView,
} from '@xmates/domain';
import { useReportedItems } from '../../api/get-reported-items';
import { deleteItem, hideItem, rejectItemReport } from '../../api/moderate-items';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { itemColumns } from './item-columns';
import { ListSwitch, useListSwitch } from '../list-switch';

const NOUNS: Record<ModeratedKind, [string, string]> = {
  comment: ['comment', 'comments'],
  reply: ['reply', 'replies'],
};

/**
 * Reported Comments or Reported Replies: hide, delete or reject the report of reported items
 * (only reject once the author deleted one); hidden ones are listed apart, where they can be
 * shown again or deleted.
 */
export function ReportedItemsTab({ kind }: { kind: ModeratedKind }) {
  const list = useListSwitch(REPORTED_LIST_KEYS);
  const reported = useReportedItems(kind, 'reported');
  const hidden = useReportedItems(kind, 'hidden');
  const reloadAll = () => {
    reported.reload();
    hidden.reload();
  };
  const { busy, run } = useAdminAction(reloadAll);
  const [deleting, setDeleting] = useState<ReportedItemView | null>(null);
  const [singular, plural] = NOUNS[kind];
  const current = list === 'reported' ? reported : hidden;
  const fallback = MODERATION_MESSAGES.actionFailed;

  const remove = async (item: ReportedItemView) => {
    await run(item.reportId, () => deleteItem(item), fallback);
    setDeleting(null);
  };

  return (
    <Box>
      <ListSwitch
        label={`${singular} lists`}
        lists={[
          { key: 'reported', label: 'Reported', count: reported.total },
          { key: 'hidden', label: 'Hidden', count: hidden.total },
        ]}
      />
      <AdminList
        list={current}
        rows={current.items}
        rowKey={(row) => row.reportId}
        columns={itemColumns(list)}
        label={list === 'reported' ? `Reported ${plural}` : `Hidden ${plural}`}
        empty={
          list === 'reported' ? `No reported ${plural} are waiting.` : `No ${plural} are hidden.`
        }
        noun={[singular, plural]}
        actions={(row) => (
          <>
            {/* An item its author deleted is gone: only its report is left to close. */}
            {!row.gone && (
              <>
                <ActionButton
                  busy={busy}
                  variant="contained"
                  color={row.hidden ? 'success' : 'warning'}
                  onClick={() => run(row.reportId, () => hideItem(row, !row.hidden), fallback)}
                >
                  {row.hidden ? 'Unhide' : 'Hide'}
                </ActionButton>
                <ActionButton
                  busy={busy}
                  variant="outlined"
                  color="error"
                  onClick={() => setDeleting(row)}
                >
                  Delete
                </ActionButton>
              </>
            )}
            {list === 'reported' && (
              <ActionButton
                busy={busy}
                variant="outlined"
                onClick={() => run(row.reportId, () => rejectItemReport(row), fallback)}
              >
                Reject report
              </ActionButton>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${singular}?`}
        confirmLabel="Delete"
        busy={busy !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        <DialogContentText>
          {kind === 'comment'
            ? 'The comment and every reply under it are deleted for good.'
            : 'The reply is deleted for good.'}
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}
