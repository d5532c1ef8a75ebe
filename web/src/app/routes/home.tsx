import { useEffect } from 'react';
import { PRODUCT } from '@xmates/domain';
import { HomeHero } from '@/features/feed/components/home-hero';
import { LatestProducts } from '@/features/feed/components/latest-products';
import { useSessionStore } from '@/stores/session-store';

export function HomeRoute() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  useEffect(() => {
    document.title = `${PRODUCT.name} · ${PRODUCT.tagline}`;
  }, []);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <LatestProducts />
    </>
  );
}
