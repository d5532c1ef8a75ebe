import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { StarIcon } from '@/components/ui/icons';

export function FavoritesPage() {
  return (
    <PagePlaceholder
      title="My Favorites"
      icon={<StarIcon />}
      description="The video links you mark as favorite will be collected here as a grid of cards."
    />
  );
}
