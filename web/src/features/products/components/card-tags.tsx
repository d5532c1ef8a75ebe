import Box from '@mui/material/Box';
import { Pill } from './pill';

/** What a tag chip's × does (the product page's "Hide #tag": hooks/use-tag-hiding.ts). */
export interface TagAction {
  label: (tag: string) => string;
  run: (tag: string) => Promise<void>;
}

/** A card's tags, each with `action` as its × when given. */
export function CardTags({ tags, action }: { tags: string[]; action?: TagAction }) {
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
            {...(action
              ? { removeLabel: action.label(name), onRemove: () => void action.run(name) }
              : {})}
          >
            {`#${name}`}
          </Pill>
        );
      })}
    </Box>
  );
}
