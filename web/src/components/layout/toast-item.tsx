import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { toastDurationMs, useToastStore, type Toast } from '@/stores/toast-store';
import { CloseIcon } from '@/components/ui/icons';
import { useFormSubmit } from '@/components/form/use-form-submit';

/**
 * One toast: its message, optional action, close button and auto-close timer. While the pointer
 * is over it or focus is inside it, it stays; it gets its whole time again when left.
 */
export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { busy, run } = useFormSubmit({
    send: async () => {
      await toast.action?.onClick();
    },
    failure: () => null,
  });

  const duration = toastDurationMs(toast);
  const held = hovered || focused;
  useEffect(() => {
    if (duration === null || held) return;
    const timer = setTimeout(() => dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration, held, dismiss]);

  const dismissible = toast.dismissible ?? !toast.persistent;
  const actionButton = toast.action && (
    <Button
      color="inherit"
      size="small"
      disabled={busy}
      onClick={() => run()}
      variant="outlined"
      sx={{ fontWeight: 700, borderColor: 'currentColor' }}
    >
      {toast.action.label}
    </Button>
  );
  const closeButton = dismissible && (
    <IconButton size="small" color="inherit" aria-label="Close" onClick={() => dismiss(toast.id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Fade in appear>
      <Alert
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget))}
        severity={toast.severity}
        variant="filled"
        action={closeButton || undefined}
        sx={{
          boxShadow: '0 12px 32px rgba(0,0,0,0.45)',
          alignItems: 'flex-start',
          '& .MuiAlert-message': { flex: 1 },
        }}
      >
        {toast.message}
        {actionButton && <Box sx={{ mt: 1.25 }}>{actionButton}</Box>}
      </Alert>
    </Fade>
  );
}
