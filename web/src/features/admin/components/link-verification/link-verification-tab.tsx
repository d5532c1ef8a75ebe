import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  MODERATION_MESSAGES,
  REVIEW_MESSAGES,
  type PendingLinkView,
  type ProductView,
  type QueueStatus,
} from '@xmates/domain';
import { paths } from '@/config/paths';
import { useToastStore } from '@/stores/toast-store';
import { approveLink, rejectLink } from '../../api/admin-links';
import { useLinkQueue, type LinkQueue } from '../../api/get-link-queue';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { ListSwitch, useListSwitch } from '../list-switch';
import { CreateProductDialog } from './create-product-dialog';
import { LINK_COLUMNS } from './link-columns';
import { RejectDialog } from './reject-dialog';

const LISTS: { key: QueueStatus; label: string }[] = [
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
];

function QueueView({
  queue,
  label,
  empty,
  actions,
}: {
  queue: LinkQueue;
  label: string;
  empty: string;
  actions: (row: PendingLinkView) => ReactNode;
}) {
  return (
    <AdminList
      list={queue}
      rows={queue.links}
      rowKey={(row) => row._id}
      columns={LINK_COLUMNS}
      actions={actions}
      label={label}
      empty={empty}
      noun={['link', 'links']}
    />
  );
}

/** Link Verification & Create: pending links to approve or reject, approved ones to publish. */
export function LinkVerificationTab() {
  const list = useListSwitch(LISTS.map((l) => l.key));
  const pending = useLinkQueue('pending');
  const approved = useLinkQueue('approved');
  const [rejecting, setRejecting] = useState<PendingLinkView | null>(null);
  const [creating, setCreating] = useState<PendingLinkView | null>(null);
  const navigate = useNavigate();
  const showToast = useToastStore((s) => s.show);
  const dismissToast = useToastStore((s) => s.dismiss);

  const reloadAll = () => {
    pending.reload();
    approved.reload();
  };
  const { busy, run } = useAdminAction(reloadAll);

  const moderate = async (row: PendingLinkView, action: 'approve' | 'reject') => {
    const review = async () => {
      const { message } = await (action === 'approve' ? approveLink : rejectLink)(row._id);
      return {
        message:
          message || (action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected),
      };
    };
    if (await run(row._id, review, MODERATION_MESSAGES.actionFailed)) setRejecting(null);
  };

  const onCreated = (product: ProductView) => {
    setCreating(null);
    reloadAll();
    const href = paths.product.getHref(product.slug || product.id);
    // Stays until closed or followed, so the admin has time to open the new product.
    const id = showToast({
      severity: 'success',
      message: `Product created: “${product.title}”.`,
      persistent: true,
      dismissible: true,
      action: {
        label: 'View product',
        onClick: () => {
          dismissToast(id);
          void navigate(href);
        },
      },
    });
  };

  const counts = { pending: pending.total, approved: approved.total };
  return (
    <Box>
      <ListSwitch
        label="Link lists"
        lists={LISTS.map(({ key, label }) => ({ key, label, count: counts[key] }))}
      />
      {list === 'pending' ? (
        <QueueView
          queue={pending}
          label="Pending links"
          empty="No links are waiting for review."
          actions={(row) => (
            <>
              <ActionButton
                busy={busy}
                variant="contained"
                color="success"
                onClick={() => moderate(row, 'approve')}
              >
                Approve
              </ActionButton>
              <ActionButton
                busy={busy}
                variant="outlined"
                color="error"
                onClick={() => setRejecting(row)}
              >
                Reject
              </ActionButton>
            </>
          )}
        />
      ) : (
        <QueueView
          queue={approved}
          label="Approved links"
          empty="No approved links are waiting to become products."
          actions={(row) => (
            <Button size="small" variant="contained" onClick={() => setCreating(row)}>
              Create Product
            </Button>
          )}
        />
      )}
      <RejectDialog
        link={rejecting}
        busy={busy !== null}
        onCancel={() => setRejecting(null)}
        onConfirm={(row) => moderate(row, 'reject')}
      />
      <CreateProductDialog
        link={creating}
        onClose={() => setCreating(null)}
        onCreated={onCreated}
      />
    </Box>
  );
}
