import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { HistoryIcon } from '@/components/ui/action-icons';
import { PageContainer } from '@/components/layout/page-container';
import { ADMIN_TABS, adminTab, type AdminTabKey } from './admin-tabs';
import { BadgesTab } from './badges/badges-tab';
import { ManageCatalogueTab } from './catalogue/manage-catalogue-tab';
import { ContactInbox } from './contact/contact-inbox';
import { DonationsTab } from './donations/donations-tab';
import { LinkVerificationTab } from './link-verification/link-verification-tab';
import { LinkHealthTab } from './moderation/link-health-tab';
import { ReportedItemsTab } from './moderation/reported-items-tab';
import { ReportedLinksTab } from './moderation/reported-links-tab';
import { ReportedMembersTab } from './moderation/reported-members-tab';
import { UserCommTab } from './user-comm/user-comm-tab';
import { UsersCount } from './users-count';

/** Each tab's content. */
const TAB_CONTENT: Record<AdminTabKey, () => ReactNode> = {
  'link-verification': () => <LinkVerificationTab />,
  'reported-links': () => <ReportedLinksTab />,
  'link-health': () => <LinkHealthTab />,
  'reported-comments': () => <ReportedItemsTab kind="comment" />,
  'reported-replies': () => <ReportedItemsTab kind="reply" />,
  'reported-members': () => <ReportedMembersTab />,
  'manage-categories-tags': () => <ManageCatalogueTab />,
  'contact-inbox': () => <ContactInbox />,
  donations: () => <DonationsTab />,
  'user-comm': () => <UserCommTab />,
  badges: () => <BadgesTab />,
};

/** The eleven sections as tabs: a sidebar on wide screens, a scrollable strip on phones. */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const current = adminTab(params.get('tab'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <PageContainer
      title="Admin Panel"
      subtitle="Moderation, catalogue, inbox, donations and badges."
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.adminModerationLog.getHref()}
            variant="outlined"
            startIcon={<HistoryIcon />}
          >
            Moderation log
          </Button>
          <UsersCount />
        </Box>
      }
    >
      <Paper
        variant="outlined"
        sx={{
          borderColor: BRAND.border,
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '270px minmax(0, 1fr)' },
        }}
      >
        <Tabs
          value={current.key}
          onChange={(_, key: string) => setParams({ tab: key })}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          scrollButtons={wide ? false : 'auto'}
          allowScrollButtonsMobile
          aria-label="Admin sections"
          sx={{
            borderColor: BRAND.border,
            borderStyle: 'solid',
            borderWidth: { xs: '0 0 1px 0', md: '0 1px 0 0' },
            py: { md: 1 },
            '& .MuiTab-root': { minHeight: { xs: 52, md: 46 } },
            '& .MuiTab-root.MuiTab-textColorPrimary': { alignItems: { md: 'flex-start' } },
            '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
          }}
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`admin-tab-${tab.key}`}
              aria-controls={`admin-panel-${tab.key}`}
              sx={{ px: { md: 3 }, textAlign: 'left' }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`admin-panel-${current.key}`}
          aria-labelledby={`admin-tab-${current.key}`}
          sx={{ p: { xs: 2.5, md: 4 }, minWidth: 0 }}
        >
          <Typography variant="h4" component="h2">
            {current.label}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720 }}>
            {current.description}
          </Typography>
          <Box sx={{ mt: 3 }}>{TAB_CONTENT[current.key]()}</Box>
        </Box>
      </Paper>
    </PageContainer>
  );
}
