import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, isAdminUser } from '@xmates/domain';
import { paths } from '@/config/paths';
import { SessionLoading } from '@/components/guards/session-loading';
import { useSessionStore } from '@/stores/session-store';

/** Seconds before a non-admin is sent home. */
export const REDIRECT_SECONDS = 3;

function AccessDenied() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate(paths.home.getHref(), { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Alert severity="error" variant="outlined" sx={{ fontSize: 16 }}>
        {MESSAGES.accessDenied}
      </Alert>
      <Stack direction="row" sx={{ mt: 3, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="textSecondary">Taking you home in {Math.max(left, 0)} s…</Typography>
        <Button
          variant="contained"
          onClick={() => navigate(paths.home.getHref(), { replace: true })}
        >
          Go home now
        </Button>
      </Stack>
    </Container>
  );
}

/** The admin pages check the role themselves (no route guard in the spec's route table). */
export function AdminAccess({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  if (status === 'loading') return <SessionLoading />;
  if (!isAdminUser(user)) return <AccessDenied />;
  return <>{children}</>;
}
