import { usePageHead } from '@/lib/document-head';
import { AgeGateOverlay } from '@/components/age-gate/age-gate-overlay';
import { HomeHero } from '@/features/products/components/home/home-hero';
import { HomeFeed } from '@/features/products/components/feed/home-feed';
import { HOME_PAGE } from '@xmates/domain';
import { useSessionStore } from '@/stores/session-store';

export function HomeRoute() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  usePageHead(HOME_PAGE);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <HomeFeed />
      <AgeGateOverlay />
    </>
  );
}
