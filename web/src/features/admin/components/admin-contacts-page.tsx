import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { MailIcon } from '@/components/ui/icons';

export function AdminContactsPage() {
  return (
    <PagePlaceholder
      title="Contact Inbox"
      icon={<MailIcon />}
      maxWidth="lg"
      description="Messages from the public contact form, with search, type and status filters, and bulk status changes or deletion."
    />
  );
}
