import { PUBLIC_PAGES } from '@xmates/domain';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { HeartIcon } from '@/components/ui/icons';

export function DonatePage() {
  usePageHead(PUBLIC_PAGES.donate);
  return (
    <PagePlaceholder
      title="Support xmates"
      icon={<HeartIcon />}
      description="Donate once or monthly in Australian dollars through a secure card checkout, and get a supporter badge on your profile."
    />
  );
}
