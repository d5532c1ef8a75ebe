// My Hub: photo, display name, password, badges by group (#badges) with a donor's choice to
// hide their supporter badges from others, the supporter's thanks, the last login, the
// member's submissions, blocked members, discreet browsing on this device (#discreet), and
// their data (download it, delete the account).
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BLOCK_MESSAGES,
  DISCREET_MESSAGES,
  HIDDEN_MESSAGES,
  OWN_ACCOUNT_MESSAGES,
  PRODUCT,
  USER_MESSAGES,
} from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { LinkButtons } from '@/components/ui/link-buttons';
import { useMySubmissions } from '@/shared-data/get-my-submissions';
import { usePageHead } from '@/lib/document-head';
import { useSessionStore } from '@/stores/session-store';
import { hasPassword } from '../api/change-password';
import { useMyBadges } from '../api/get-my-badges';
import { AgeVerificationRow } from './age-verification-row';
import { AvatarPicker } from './avatar-picker';
import { BadgesSection } from './badges-section';
import { BlockedMembers } from './blocked-members';
import { DiscreetSwitch } from './discreet-switch';
import { HiddenFiltersSection } from './hidden-filters-section';
import { DisplayNameForm } from './display-name-form';
import { DisplayNamePrompt } from './display-name-prompt';
import { PasswordForm } from './password-form';
import { SubmissionsTable } from './submissions-table';
import { SupporterVisibility } from './supporter-visibility';
import { YourDataSection } from './your-data-section';

const loginFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Paper
      id={id}
      variant="outlined"
      component="section"
      aria-labelledby={`${id ?? title}-title`}
      sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border, scrollMarginTop: 96 }}
    >
      <Typography variant="h4" component="h2" id={`${id ?? title}-title`} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Opening /profile#badges scrolls to the badges once they are drawn. */
function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export function ProfilePage() {
  const ageVerificationOn = useAgeVerificationOn();
  const user = useSessionStore((s) => s.user);
  const { badges, hideSupporter, loading: badgesLoading, mutate: mutateBadges } = useMyBadges();
  const { submissions, loading: submissionsLoading } = useMySubmissions();
  const supporter = badges.some((b) => b.category === 'support');
  usePageHead({ name: 'My Hub' });
  useHashScroll(!badgesLoading);
  const lastLogin = user?.lastLoginAt ? loginFormat.format(new Date(user.lastLoginAt)) : null;

  return (
    <PageContainer
      title="My Hub"
      subtitle="Your profile, badges and submissions in one place."
      maxWidth="md"
    >
      <DisplayNamePrompt />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderColor: BRAND.border }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
          >
            <AvatarPicker />
            <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <Typography
                variant="h4"
                component="h2"
                noWrap
                sx={{ textAlign: { xs: 'center', sm: 'left' } }}
              >
                {user?.displayName || 'No display name yet'}
              </Typography>
              <Typography
                color="textSecondary"
                noWrap
                sx={{ textAlign: { xs: 'center', sm: 'left' } }}
              >
                {user?.email}
              </Typography>
              {lastLogin && (
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ mt: 0.5, textAlign: { xs: 'center', sm: 'left' } }}
                >
                  Last login: {lastLogin}
                </Typography>
              )}
              <Box sx={{ mt: 2.5 }}>
                <DisplayNameForm />
              </Box>
            </Box>
          </Stack>
        </Paper>

        {supporter && (
          <Alert severity="success" variant="outlined" icon={<span aria-hidden="true">💖</span>}>
            {USER_MESSAGES.supporterThanks}
          </Alert>
        )}

        <Section id="badges" title="Badges">
          <BadgesSection badges={badges} loading={badgesLoading} />
          {(supporter || hideSupporter) && (
            <SupporterVisibility
              hidden={hideSupporter}
              onSaved={(hidden) => mutateBadges((data) => ({ ...data, hideSupporter: hidden }))}
            />
          )}
        </Section>

        {ageVerificationOn && (
          <Section id="age-verification" title="Age verification">
            <AgeVerificationRow />
          </Section>
        )}

        <Section id="submissions" title="My submissions">
          <SubmissionsTable submissions={submissions} loading={submissionsLoading} />
          <LinkButtons
            sx={{ mt: 2.5 }}
            primary={{ to: paths.submit.getHref(), label: 'Submit a video link' }}
            secondary={{ to: paths.donate.getHref(), label: `Support ${PRODUCT.name}` }}
          />
        </Section>

        <Section id="password" title="Change password">
          {hasPassword() ? (
            <PasswordForm />
          ) : (
            <Typography color="textSecondary">
              You sign in with Google, so there is no password to change here.
            </Typography>
          )}
        </Section>

        {user && (
          <Section id="hidden" title={HIDDEN_MESSAGES.title}>
            <HiddenFiltersSection uid={user.uid} />
          </Section>
        )}

        <Section id="blocked" title={BLOCK_MESSAGES.listTitle}>
          <BlockedMembers />
        </Section>

        <Section id="discreet" title={DISCREET_MESSAGES.sectionTitle}>
          <DiscreetSwitch />
        </Section>

        <Section id="your-data" title={OWN_ACCOUNT_MESSAGES.sectionTitle}>
          <YourDataSection />
        </Section>
      </Stack>
    </PageContainer>
  );
}
