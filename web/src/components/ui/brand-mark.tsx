import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { BRAND } from '@/config/brand';

export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id="xm-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND.pink} />
          <stop offset="1" stopColor={BRAND.violet} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#xm-grad)" />
      <path
        d="M10.5 10.5l11 11M21.5 10.5l-11 11"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
      />
    </Box>
  );
}

/** Logo, wordmark and (optionally) the tagline. */
export function BrandMark({ tagline = false, size = 32 }: { tagline?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandLogo size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 800,
            fontSize: size * 0.66,
            lineHeight: 1.05,
            letterSpacing: '-0.03em',
            color: 'text.primary',
          }}
        >
          {PRODUCT.name}
        </Typography>
        {tagline && (
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: 11.5,
              color: 'text.secondary',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {PRODUCT.tagline}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
