import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { PageContainer } from '@/components/layout/page-container';
import { useMySubmissions } from '@/shared-data/get-my-submissions';
import { MyRecentSubmissions } from './my-recent-submissions';
import { sharedLink } from '../utils/shared-link';
import { SubmitForm } from './submit-form';

/** Session storage: the Anonymous tip toast shows once per browser session, not every visit. */
const TIP_SHOWN_KEY = 'xmates:submit-anonymous-tip';
export const ANONYMOUS_TIP =
  'Tip: set a display name in My Hub — until then your submissions show as Anonymous.';

/** My Hub with the display-name prompt open, coming back here afterwards. */
const DISPLAY_NAME_SETUP = `${paths.profile.getHref()}?${new URLSearchParams({
  setup: 'display-name',
  from: paths.submit.getHref(),
}).toString()}`;

/** Members without a display name get the tip toast (spec section 8) once per session. */
function useAnonymousTip(missingName: boolean) {
  useEffect(() => {
    if (!missingName || sessionStorage.getItem(TIP_SHOWN_KEY)) return;
    sessionStorage.setItem(TIP_SHOWN_KEY, '1');
    toast.info(ANONYMOUS_TIP);
  }, [missingName]);
}

export function SubmitPage() {
  const user = useSessionStore((s) => s.user);
  const missingName = Boolean(user && !user.displayName?.trim());
  useAnonymousTip(missingName);
  const mine = useMySubmissions();
  const [params] = useSearchParams();

  return (
    <PageContainer
      title="Submit a video link"
      subtitle="Share a video hosted elsewhere. An admin checks every link before it joins the feed."
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderColor: BRAND.border }}>
          {missingName && (
            // The toast is gone after a moment; this stays while the name is missing.
            <Alert
              severity="info"
              variant="outlined"
              sx={{ mb: 3 }}
              action={
                <Button component={RouterLink} to={DISPLAY_NAME_SETUP} color="inherit" size="small">
                  Set name
                </Button>
              }
            >
              You have no display name yet, so your submissions show as Anonymous.
            </Alert>
          )}
          <SubmitForm onSubmitted={mine.reload} sharedLink={sharedLink(params)} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border }}>
          <MyRecentSubmissions
            submissions={mine.submissions}
            loading={mine.loading}
            onRefresh={mine.reload}
          />
        </Paper>
      </Box>
    </PageContainer>
  );
}
