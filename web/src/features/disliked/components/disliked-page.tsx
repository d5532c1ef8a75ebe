import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { ThumbDownIcon } from '@/components/ui/icons';

export function DislikedPage() {
  return (
    <PagePlaceholder
      title="My Dislikes"
      icon={<ThumbDownIcon />}
      description="Links you dislike are removed from your Home feed and kept here, so you can change your mind."
    />
  );
}
