import DialogContentText from '@mui/material/DialogContentText';
import type { PendingLinkView } from '@xmates/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OutgoingLink } from './link-columns';

interface RejectDialogProps {
  link: PendingLinkView | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (link: PendingLinkView) => void;
}

/** Rejecting cannot be undone from the panel, so it is confirmed first. */
export function RejectDialog({ link, busy, onCancel, onConfirm }: RejectDialogProps) {
  return (
    <ConfirmDialog
      open={link !== null}
      title="Reject this link?"
      confirmLabel="Reject link"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => link && onConfirm(link)}
    >
      <DialogContentText sx={{ mb: 1.5 }}>
        It leaves the pending list and will not become a product. The member sees it as rejected.
      </DialogContentText>
      {link && <OutgoingLink link={link.link} />}
    </ConfirmDialog>
  );
}
