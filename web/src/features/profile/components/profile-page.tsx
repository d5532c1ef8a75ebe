import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { IdenticonAvatar } from '@/components/ui/identicon-avatar';
import { useSessionStore } from '@/stores/session-store';

export function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const name = user?.displayName || user?.email?.split('@')[0] || 'Member';
  return (
    <PageContainer
      title="My Hub"
      subtitle="Your profile, badges and submissions in one place."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <IdenticonAvatar email={user?.email} photoURL={user?.photoURL} size={64} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="h2" noWrap>
                {name}
              </Typography>
              <Typography color="textSecondary" noWrap>
                {user?.email}
              </Typography>
            </Stack>
          </Stack>
          <Typography color="textSecondary" sx={{ mt: 2.5 }}>
            Avatar, display name, password change and your last login time will be managed here.
          </Typography>
        </Paper>
        <Paper
          id="badges"
          variant="outlined"
          sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border, scrollMarginTop: 96 }}
        >
          <Typography variant="h4" component="h2">
            Badges
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            Badges you earn for submitting, commenting, popularity and supporting the site will show
            here by group.
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border }}>
          <Typography variant="h4" component="h2">
            Submissions
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            A searchable table of the links you submitted, with their review status.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ mt: 2.5 }}>
            <Button variant="contained" component={RouterLink} to={paths.submit.getHref()}>
              Submit a video link
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              component={RouterLink}
              to={paths.donate.getHref()}
            >
              Support {PRODUCT.name}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
