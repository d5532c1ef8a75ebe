import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { AddIcon } from '@/components/ui/icons';

export function SubmitPage() {
  return (
    <PagePlaceholder
      title="Submit a video link"
      icon={<AddIcon />}
      description="Paste a link to a video hosted elsewhere, pick or suggest a category, add tags and an optional title and description, and send it to the admins for review."
    />
  );
}
