import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BRAND } from '@/config/brand';
import { CloseIcon } from '@/components/ui/icons';
import { CommentThread } from './comment-thread';

interface CommentsDialogProps {
  open: boolean;
  onClose: () => void;
  product: { id: string; title: string };
  count: number;
  onPosted: (n: number) => void;
}

/** A card's comments in a dialog (full screen on phones). Loaded on first open. */
export function CommentsDialog({ open, onClose, product, count, onPosted }: CommentsDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: BRAND.surfaceRaised } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          pt: 2.5,
          pb: 1.5,
          borderBottom: `1px solid ${BRAND.border}`,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2">
            Comments ({count})
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {product.title}
          </Typography>
        </Box>
        <IconButton aria-label="Close comments" onClick={onClose} sx={{ mr: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: '16px !important' }}>
        <CommentThread productId={product.id} onPosted={onPosted} autoFocus={!phone} />
      </DialogContent>
    </Dialog>
  );
}
