import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { InfoIcon } from '@/components/ui/icons';
import { LinkButtons } from '@/components/ui/link-buttons';

export function DonateCancelPage() {
  usePageHead({ name: 'Donation cancelled' });
  return (
    <PagePlaceholder
      title="Donation cancelled"
      icon={<InfoIcon />}
      description="No payment was taken. You can try again whenever you like."
    >
      <LinkButtons
        primary={{ to: paths.donate.getHref(), label: 'Back to donate' }}
        secondary={{ to: paths.home.getHref(), label: 'Back to home' }}
      />
    </PagePlaceholder>
  );
}
