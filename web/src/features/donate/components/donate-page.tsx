import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { HeartIcon } from '@/components/ui/icons';

export function DonatePage() {
  return (
    <PagePlaceholder
      title="Support xmates"
      icon={<HeartIcon />}
      description="Donate once or monthly in Australian dollars through a secure card checkout, and get a supporter badge on your profile."
    />
  );
}
