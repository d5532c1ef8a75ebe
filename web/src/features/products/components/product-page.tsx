import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { PlayCircleIcon } from '@/components/ui/icons';

export function ProductPage() {
  const { slugOrId = '' } = useParams();
  return (
    <PagePlaceholder
      title="Video link"
      icon={<PlayCircleIcon />}
      description={`The full card for “${slugOrId}”: images, description, tags, ratings, comments and the outgoing link.`}
    />
  );
}
