import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { StarIcon } from '@/components/ui/icons';
import { StarOutlineIcon } from './icons';

interface RatingStarsProps {
  average: number;
  count: number;
  /** The viewer's own vote (1–5), if any. */
  mine: number | null;
  onRate: (value: number) => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One star: an outline with the filled star over it, clipped to the fill (0, ½ or 1). Only
 * widths change on hover, never elements, and the icons ignore the pointer, so a click always
 * lands on the button even while the preview re-renders.
 */
function Star({ fill }: { fill: number }) {
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex', pointerEvents: 'none' }}
    >
      <StarOutlineIcon sx={{ fontSize: 20, color: 'rgba(255,255,255,0.28)' }} />
      <Box
        component="span"
        sx={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden' }}
      >
        <StarIcon sx={{ fontSize: 20, color: '#f5b84b' }} />
      </Box>
    </Box>
  );
}

/**
 * The average as stars (halves included) with its count; each star is a button that rates
 * (visitors get the login prompt). Hovering previews the vote.
 */
export function RatingStars({ average, count, mine, onRate }: RatingStarsProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? average;
  const fillOf = (i: number) => (shown >= i - 0.25 ? 1 : shown >= i - 0.75 ? 0.5 : 0);
  const summary =
    count > 0 ? `Rated ${average.toFixed(1)} out of 5 from ${count} ratings` : 'Not rated yet';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28 }}>
      <Box
        role="group"
        aria-label={summary}
        onMouseLeave={() => setHover(null)}
        sx={{ display: 'flex' }}
      >
        {STARS.map((i) => (
          <ButtonBase
            key={i}
            aria-label={`Rate ${i} star${i > 1 ? 's' : ''}`}
            aria-pressed={mine === i}
            onMouseEnter={() => setHover(i)}
            onFocus={() => setHover(i)}
            onBlur={() => setHover(null)}
            onClick={() => onRate(i)}
            // 24 px targets at least: the smallest a finger or a shaky pointer can hit reliably.
            sx={{ borderRadius: 1, p: 0.25, minWidth: 24, minHeight: 24 }}
          >
            <Star fill={fillOf(i)} />
          </ButtonBase>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {count > 0 ? (
          <>
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
              {average.toFixed(1)}
            </Box>{' '}
            ({count})
          </>
        ) : (
          'No ratings'
        )}
        {mine !== null && (
          <Box component="span" sx={{ ml: 1 }}>
            · you: {mine}★
          </Box>
        )}
      </Typography>
    </Box>
  );
}
