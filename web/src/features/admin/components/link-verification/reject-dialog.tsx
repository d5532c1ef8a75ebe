import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PendingLinkView } from '@xmates/domain';
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
    <Dialog open={link !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Reject this link?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          It leaves the pending list and will not become a product. The member sees it as rejected.
        </DialogContentText>
        {link && <OutgoingLink link={link.link} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || !link}
          onClick={() => link && onConfirm(link)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reject link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
