import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_MESSAGES } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import type { LinkCheckState } from '../../api/check-link';
import { OutgoingLink } from './link-columns';
import { RiskBadge } from './risk-badge';

/** The spec's message when the check cannot run. */
export const CHECK_FAILED = 'Check failed. Try again.';

interface LinkCheckPanelProps {
  link: string;
  state: LinkCheckState;
  onRerun: () => void;
}

/** The link risk check and the duplicate check, shown before the product is created. */
export function LinkCheckPanel({ link, state, onRerun }: LinkCheckPanelProps) {
  return (
    <Box
      component="section"
      aria-label="Link checks"
      sx={{ p: 2, borderRadius: 2, border: `1px solid ${BRAND.border}`, bgcolor: BRAND.surface }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          Link checks
        </Typography>
        <Button size="small" onClick={onRerun} disabled={state.status === 'loading'}>
          Run again
        </Button>
      </Stack>
      <Box sx={{ mb: 1.5, minWidth: 0 }}>
        <OutgoingLink link={link} />
      </Box>
      {state.status === 'loading' && (
        <Stack spacing={1} aria-busy="true" aria-label="Checking the link">
          <Skeleton variant="rounded" width={110} height={24} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRerun}>
              Retry
            </Button>
          }
        >
          {CHECK_FAILED}
        </Alert>
      )}
      {state.status === 'done' && (
        <Stack spacing={1.5}>
          <RiskBadge risk={state.check.risk} />
          {state.check.duplicate.exists ? (
            <Alert severity="error" data-testid="duplicate-alert">
              {PRODUCT_MESSAGES.duplicate}
              {state.check.duplicate.existing && (
                <>
                  {' '}
                  <Link
                    component={RouterLink}
                    to={paths.product.getHref(
                      state.check.duplicate.existing.slug || state.check.duplicate.existing.id,
                    )}
                    target="_blank"
                    sx={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
                  >
                    Open “{state.check.duplicate.existing.title}”
                  </Link>
                </>
              )}
            </Alert>
          ) : (
            <Alert severity="success" variant="outlined">
              No approved product uses this link yet.
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
