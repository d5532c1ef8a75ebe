import { useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { CheckIcon } from '@/components/ui/action-icons';
import { groupLabel, hasTag } from './tag-groups';

interface TagGroupListProps {
  groups: [string, readonly string[]][];
  selected: readonly string[];
  onToggle: (tag: string) => void;
}

/** A letter index (jumps to a group) above the groups, each a heading and a wrap of chips. */
export function TagGroupList({ groups, selected, onToggle }: TagGroupListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const jump = (key: string) => {
    const heading = scroller.current?.querySelector<HTMLElement>(`[data-group="${key}"]`);
    if (heading && scroller.current) {
      scroller.current.scrollTo({ top: heading.offsetTop - 4, behavior: 'smooth' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {groups.length > 1 && (
        <Box
          component="nav"
          aria-label="Jump to letter"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2.5, pb: 1.5 }}
        >
          {groups.map(([key]) => (
            <ButtonBase
              key={key}
              onClick={() => jump(key)}
              aria-label={`Jump to ${groupLabel(key)}`}
              sx={{
                minWidth: 28,
                height: 28,
                borderRadius: 1.5,
                fontSize: 13,
                fontWeight: 700,
                color: 'text.secondary',
                border: `1px solid ${BRAND.border}`,
                '&:hover': { color: 'text.primary', borderColor: 'primary.main' },
              }}
            >
              {groupLabel(key)}
            </ButtonBase>
          ))}
        </Box>
      )}
      <Box
        ref={scroller}
        sx={{ position: 'relative', overflowY: 'auto', flex: 1, px: 2.5, pb: 2 }}
        data-testid="tag-groups"
      >
        {groups.map(([key, tags]) => (
          <Box key={key} component="section" aria-label={`Tags ${groupLabel(key)}`}>
            <Typography
              data-group={key}
              variant="overline"
              component="h3"
              sx={{
                display: 'block',
                position: 'sticky',
                top: 0,
                zIndex: 1,
                py: 0.75,
                bgcolor: BRAND.surfaceRaised,
                color: 'primary.main',
                borderBottom: `1px solid ${BRAND.border}`,
              }}
            >
              {groupLabel(key)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1.25 }}>
              {tags.map((tag) => {
                const on = hasTag(selected, tag);
                return (
                  <Chip
                    key={tag}
                    label={tag}
                    size="small"
                    clickable
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    icon={on ? <CheckIcon /> : undefined}
                    onClick={() => onToggle(tag)}
                    aria-pressed={on}
                    sx={{ borderColor: on ? undefined : BRAND.border }}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
