import Box from '@mui/material/Box';
import { BRAND } from '@/config/brand';
import { HeartIcon, PlayCircleIcon, StarIcon } from '@/components/ui/icons';

const CARDS = [
  { rotate: -8, x: 0, y: 36, hue: 'linear-gradient(135deg, #ff4f8b 0%, #b43fd0 100%)' },
  { rotate: 5, x: 120, y: 0, hue: 'linear-gradient(135deg, #8b6cff 0%, #3e5bff 100%)' },
  { rotate: -2, x: 64, y: 150, hue: 'linear-gradient(135deg, #ff7a59 0%, #ff4f8b 100%)' },
];

/** Decorative stack of link cards beside the hero text on wide screens. */
export function HeroArt() {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', width: 400, height: 330, flexShrink: 0 }}>
      {CARDS.map((card, i) => (
        <Box
          key={i}
          sx={{
            position: 'absolute',
            left: card.x,
            top: card.y,
            width: 250,
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: BRAND.surfaceRaised,
            border: `1px solid ${BRAND.border}`,
            boxShadow: '0 24px 48px rgba(0,0,0,0.45)',
            transform: `rotate(${card.rotate}deg)`,
          }}
        >
          <Box sx={{ height: 120, background: card.hue, display: 'grid', placeItems: 'center' }}>
            <PlayCircleIcon sx={{ fontSize: 40, color: 'rgba(255,255,255,0.85)' }} />
          </Box>
          <Box sx={{ p: 1.5 }}>
            <Box
              sx={{ height: 8, width: '70%', borderRadius: 4, bgcolor: 'rgba(255,255,255,0.22)' }}
            />
            <Box
              sx={{
                mt: 1,
                height: 8,
                width: '45%',
                borderRadius: 4,
                bgcolor: 'rgba(255,255,255,0.1)',
              }}
            />
            <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, color: 'text.secondary' }}>
              <HeartIcon sx={{ fontSize: 14 }} />
              <StarIcon sx={{ fontSize: 14 }} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
