import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { InfoIcon } from '@/components/ui/icons';

/** Static information pages: their full text arrives with the static-pages issue. */
export function StaticPage({ title, description }: { title: string; description: string }) {
  return <PagePlaceholder title={title} icon={<InfoIcon />} description={description} />;
}
