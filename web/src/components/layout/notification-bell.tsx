import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/shared-data/unread-count';
import { BellIcon } from '@/components/ui/icons';
import { UnreadBadge, unreadLabel } from '@/components/ui/unread-badge';

/** Bell with the member's live unread count (99+ above 99). */
export function NotificationBell({ uid }: { uid: string }) {
  const count = useUnreadCount(uid);
  const label = unreadLabel(count);
  return (
    <IconButton
      component={RouterLink}
      to={paths.notifications.getHref()}
      aria-label={label ? `Notifications, ${label} unread` : 'Notifications'}
      title="Notifications"
      color="inherit"
    >
      <UnreadBadge count={count}>
        <BellIcon />
      </UnreadBadge>
    </IconButton>
  );
}
