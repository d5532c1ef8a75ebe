// The three member lists; spec texts for the empty states (section 8).
import { useSessionStore } from '@/stores/session-store';
import { PageContainer } from '@/components/layout/page-container';
import { EmptyState } from './product-grid';
import { ProductListPage } from './product-list-page';

export function LikedPage() {
  return (
    <ProductListPage
      kind="liked"
      title="My Likes"
      subtitle="Video links you liked, newest first."
      empty="No liked products."
      emptyHint="Tap the thumbs-up on any card and it will be kept here."
    />
  );
}

export function DislikedPage() {
  return (
    <ProductListPage
      kind="disliked"
      title="My Dislikes"
      subtitle="Links you disliked are kept here and never shown on Home. Dislike again to undo."
      empty="No disliked products."
      emptyHint="Links you thumb down disappear from Home and are listed here."
    />
  );
}

export function FavoritesPage() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  // The route is guarded; this covers a session that ends while the page is open.
  if (!signedIn) {
    return (
      <PageContainer title="My Favorites">
        <EmptyState title="Please log in to view your favorites." />
      </PageContainer>
    );
  }
  return (
    <ProductListPage
      kind="favorites"
      title="My Favorites"
      subtitle="The video links you saved, newest first."
      empty="You have no favorite products yet."
      emptyHint="Tap the heart on any card to save it to your favorites."
    />
  );
}
