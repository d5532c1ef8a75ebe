// The tag side panel for the feed (its own chunk: it brings the search box and the groups).
import { LIMITS } from '@xmates/domain';
import { TagPickerDrawer } from '@/components/tag-picker/tag-picker-drawer';
import { toast } from '@/stores/toast-store';

interface FeedTagPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen categories narrow the tags offered (GET /api/cat/searchtags?categories=). */
  categories: readonly string[];
  selected: readonly string[];
  onChange: (tags: string[]) => void;
}

export function FeedTagPicker(props: FeedTagPickerProps) {
  return (
    <TagPickerDrawer
      {...props}
      title="Filter by tags"
      max={LIMITS.maxFilterTags}
      onLimit={() => toast.warning(`You can choose up to ${LIMITS.maxFilterTags} tags.`)}
    />
  );
}
