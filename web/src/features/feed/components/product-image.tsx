import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductImage as ProductImageData } from '@xmates/domain';
import { LockIcon, PlayCircleIcon } from '@/components/ui/icons';

/** Card columns: one on phones, two on tablets, three from md up inside a 1200 px container. */
const SIZES = '(max-width: 599px) calc(100vw - 32px), (max-width: 899px) calc(50vw - 36px), 370px';

const frame = {
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bgcolor: '#10121a',
  display: 'grid',
  placeItems: 'center',
} as const;

interface ProductImageProps {
  image: ProductImageData | undefined;
  alt: string;
  adultsOnly: boolean;
  eager: boolean;
}

export function ProductImage({ image, alt, adultsOnly, eager }: ProductImageProps) {
  if (adultsOnly) {
    return (
      <Box sx={{ ...frame, background: 'linear-gradient(135deg, #2a1420 0%, #1b1530 100%)' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockIcon sx={{ fontSize: 30, color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>18+ restricted</Typography>
          <Typography variant="caption">Confirm your age to view</Typography>
        </Stack>
      </Box>
    );
  }
  if (!image) {
    return (
      <Box sx={frame}>
        <PlayCircleIcon sx={{ fontSize: 44, color: 'rgba(255,255,255,0.2)' }} />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
