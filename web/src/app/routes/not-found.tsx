import { usePageHead } from '@/lib/document-head';
import { NotFoundPage } from '@/components/layout/not-found-page';

export function NotFoundRoute() {
  usePageHead({ name: 'Page not found' });
  return <NotFoundPage />;
}
