// "Hide #tag" on a product page's tag chips (docs/feed.md#hidden-tags-and-categories): for a
// signed-in member, each chip's × hides the tag from their Home and search. Only the product page
// (a lazy route) imports it, so Home's JavaScript carries none of it.
import { HIDDEN_MESSAGES } from '@xmates/domain';
import { errorText } from '@/lib/api-client';
import { hideTag } from '@/shared-data/hidden-filters';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import type { TagAction } from '../components/card-tags';

export function useTagHiding(): TagAction | undefined {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  if (!uid) return undefined;
  return {
    label: HIDDEN_MESSAGES.hideTag,
    run: async (tag) => {
      try {
        await hideTag(uid, tag);
        toast.success(HIDDEN_MESSAGES.tagHidden(tag));
      } catch (err) {
        toast.error(errorText(err, HIDDEN_MESSAGES.saveFailed));
      }
    },
  };
}
