import { useId } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { BRAND } from '@/config/brand';
import { safeReturnPath } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { AgeGatePanel } from '@/components/age-gate/age-gate-panel';
import { useAgeGateStore } from '@/stores/age-gate-store';

/** /age-gate?next=/path: the declaration on its own page; Enter returns to `next`. */
export function AgeGatePage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const accepted = useAgeGateStore((s) => s.accepted);
  const accept = useAgeGateStore((s) => s.accept);
  const headingId = useId();
  usePageHead({ name: 'Adults only' });

  // Already confirmed (or a crawler): nothing to ask, go on.
  if (accepted) return <Navigate to={next} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderColor: BRAND.border }}
      >
        {/* Accepting re-renders this page, whose <Navigate> then returns to `next`. */}
        <AgeGatePanel headingId={headingId} onEnter={accept} />
      </Paper>
    </Container>
  );
}
