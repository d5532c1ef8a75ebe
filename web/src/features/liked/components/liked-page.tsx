import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { HeartIcon } from '@/components/ui/icons';

export function LikedPage() {
  return (
    <PagePlaceholder
      title="My Likes"
      icon={<HeartIcon />}
      description="Every video link you like will be listed here as a grid of cards."
    />
  );
}
