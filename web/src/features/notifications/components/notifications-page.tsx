import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { BellIcon } from '@/components/ui/icons';

export function NotificationsPage() {
  return (
    <PagePlaceholder
      title="Notifications"
      icon={<BellIcon />}
      description="Likes, comments, replies, approvals, badges and messages from the admins will arrive here, with your notification settings."
    />
  );
}
