import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageContainer } from '@/components/layout/page-container';
import { refreshNotifications, useUnreadCount } from '@/shared-data/unread-count';
import { RefreshIcon } from '@/components/ui/action-icons';
import { unreadLabel } from '@/components/ui/unread-badge';
import { useSessionStore } from '@/stores/session-store';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';
import { SettingsForm } from './settings-form';

/**
 * /notifications: the title with the member's unread count (all of it, as the bell shows),
 * Refresh, the settings form and the list.
 */
export function NotificationsPage() {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  const unread = useUnreadCount(uid);
  const list = useNotifications();
  return (
    <PageContainer
      maxWidth="md"
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>Notifications</span>
          <Chip
            label={`${unreadLabel(unread) ?? 0} unread`}
            color={unread > 0 ? 'primary' : 'default'}
            aria-live="polite"
          />
        </Stack>
      }
      actions={
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => {
            list.reload();
            refreshNotifications();
          }}
        >
          Refresh
        </Button>
      }
    >
      <Stack spacing={3}>
        <SettingsForm />
        <NotificationList list={list} />
      </Stack>
    </PageContainer>
  );
}
