import { PRODUCT } from '@xmates/domain';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { LockIcon } from '@/components/ui/icons';

export function AgeGatePage() {
  return (
    <PagePlaceholder
      title="Are you 18 or older?"
      icon={<LockIcon />}
      description={`${PRODUCT.name} lists links to adult content. You will confirm your age here before browsing; the confirmation lasts 30 minutes.`}
    />
  );
}
