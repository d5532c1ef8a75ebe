import { useDocumentTitle } from '@/lib/document-title';
import { AgeGateOverlay } from '@/components/age-gate/age-gate-overlay';
import { HomeHero } from '@/features/products/components/home/home-hero';
import { HomeFeed } from '@/features/products/components/feed/home-feed';
import { useSessionStore } from '@/stores/session-store';

export function HomeRoute() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  useDocumentTitle(null);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <HomeFeed />
      <AgeGateOverlay />
    </>
  );
}
