import Box from '@mui/material/Box';
import { HIDDEN_MESSAGES } from '@xmates/domain';
import { errorText } from '@/lib/api-client';
import { hideTag } from '@/shared-data/hidden-filters';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { Pill } from './pill';

/**
 * A card's tags. On the product page a signed-in member may hide a tag from there ("Hide
 * #tag", Lobsters' filtered tags): its products leave their Home and search (My Hub lists what
 * they hide).
 */
export function CardTags({ tags, hideable }: { tags: string[]; hideable: boolean }) {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  const hide = async (tag: string) => {
    if (!uid) return;
    try {
      await hideTag(uid, tag);
      toast.success(HIDDEN_MESSAGES.tagHidden(tag));
    } catch (err) {
      toast.error(errorText(err, HIDDEN_MESSAGES.saveFailed));
    }
  };
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
    >
      {tags.map((tag) => {
        const name = tag.replace(/^#/, '');
        return (
          <Pill
            key={tag}
            component="li"
            {...(hideable && uid
              ? { removeLabel: HIDDEN_MESSAGES.hideTag(name), onRemove: () => void hide(name) }
              : {})}
          >
            #{name}
          </Pill>
        );
      })}
    </Box>
  );
}
