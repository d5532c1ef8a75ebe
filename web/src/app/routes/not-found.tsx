import { useDocumentTitle } from '@/lib/document-title';
import { NotFoundPage } from '@/components/layout/not-found-page';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return <NotFoundPage />;
}
