import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { LIMITS } from '@xmates/domain';
import { useToastStore, type Toast } from '@/stores/toast-store';
import { CloseIcon } from '@/components/ui/icons';
import { useFormSubmit } from '@/components/form/use-form-submit';

/** One toast: its message, optional action, close button and auto-close timer. */
export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const { busy, run } = useFormSubmit({
    send: async () => {
      await toast.action?.onClick();
    },
    failure: () => null,
  });

  useEffect(() => {
    if (toast.persistent) return;
    const timer = setTimeout(() => dismiss(toast.id), LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

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
