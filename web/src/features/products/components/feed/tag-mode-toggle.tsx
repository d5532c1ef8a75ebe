import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { TagMode } from '@xmates/domain';
import { BRAND } from '@/config/brand';

const OPTIONS: { mode: TagMode; label: string; hint: string }[] = [
  { mode: 'any', label: 'Any tag', hint: 'Show links with at least one of the chosen tags' },
  { mode: 'all', label: 'All tags', hint: 'Show links carrying every chosen tag' },
];

/** Whether a link must carry any or all of the chosen tags. */
export function TagModeToggle({
  value,
  onChange,
}: {
  value: TagMode;
  onChange: (m: TagMode) => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Tag match"
      sx={{
        display: 'inline-flex',
        p: 0.375,
        borderRadius: 2.5,
        border: '1px solid rgba(255,255,255,0.16)',
        bgcolor: 'rgba(255,255,255,0.02)',
      }}
    >
      {OPTIONS.map((o) => {
        const on = o.mode === value;
        return (
          <ButtonBase
            key={o.mode}
            aria-pressed={on}
            title={o.hint}
            onClick={() => !on && onChange(o.mode)}
            sx={{
              px: 1.5,
              height: 30,
              borderRadius: 2,
              fontSize: 14,
              fontWeight: 650,
              whiteSpace: 'nowrap',
              color: on ? '#fff' : 'text.secondary',
              background: on ? BRAND.gradientDeep : 'transparent',
            }}
          >
            {o.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
