import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

interface DonationPromptProps {
  open: boolean;
  onClose: () => void;
}

/** 'Enjoying the product?': Donate now or Maybe later; Escape and a click outside close it. */
export function DonationPrompt({ open, onClose }: DonationPromptProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="donation-prompt-title">
      <DialogTitle id="donation-prompt-title">Enjoying the product?</DialogTitle>
      <DialogContent>
        <Typography color="textSecondary">
          xmates is run by its community. A small donation keeps it going and earns you a supporter
          badge.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Maybe later
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.donate.getHref()}
          onClick={onClose}
        >
          Donate now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
