import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import { useToastStore } from '@/stores/toast-store';

// The toasts' look (Alert, its transition) loads with the first toast, not with every page.
const ToastItem = lazy(async () => ({ default: (await import('./toast-item')).ToastItem }));

/** Top-right stack of toasts; ordinary ones close after 1500 ms, persistent ones stay. */
export function ToastArea() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <Box
      role="region"
      aria-label="Notifications area"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 68, md: 80 },
        right: { xs: 12, md: 20 },
        left: { xs: 12, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { sm: 420 },
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        </Suspense>
      )}
    </Box>
  );
}
