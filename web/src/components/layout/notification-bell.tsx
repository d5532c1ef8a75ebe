import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import { paths } from '@/config/paths';
import { BellIcon } from '@/components/ui/icons';
import { UnreadBadge } from '@/components/ui/unread-badge';

/** Bell with the unread badge; the live count arrives with the notifications feature. */
export function NotificationBell({ count = 0 }: { count?: number }) {
  return (
    <IconButton
      component={RouterLink}
      to={paths.notifications.getHref()}
      aria-label="Notifications"
      title="Notifications"
      color="inherit"
    >
      <UnreadBadge count={count}>
        <BellIcon />
      </UnreadBadge>
    </IconButton>
  );
}
