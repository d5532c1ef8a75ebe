import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { CommentIcon, HeartIcon, StarIcon } from '@/components/ui/icons';
import type { FeedProduct } from '../api/get-latest-products';
import { ProductImage } from './product-image';

function Count({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
      aria-label={`${value} ${label}`}
    >
      {icon}
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function ProductCard({ product, eager }: { product: FeedProduct; eager: boolean }) {
  const href = paths.product.getHref(product.slug || product.id);
  const tags = (product.tags ?? []).slice(0, LIMITS.cardMaxTags);
  const iconSx = { fontSize: 17, color: 'text.secondary' } as const;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: BRAND.border,
        transition: 'transform 160ms ease, border-color 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', borderColor: 'rgba(255,79,139,0.45)' },
      }}
    >
      <CardActionArea component={RouterLink} to={href} aria-label={product.title}>
        <ProductImage
          image={product.images?.[0]}
          alt={product.title}
          adultsOnly={product.isAdultsOnly}
          eager={eager}
        />
      </CardActionArea>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.2 }}>
          {product.category}
        </Typography>
        <Typography
          variant="h6"
          component={RouterLink}
          to={href}
          sx={{
            color: 'text.primary',
            textDecoration: 'none',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '&:hover': { color: 'primary.main' },
          }}
        >
          {product.title}
        </Typography>
        {tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {tags.map((tag) => (
              <Chip
                key={tag}
                label={tag.startsWith('#') ? tag : `#${tag}`}
                size="small"
                variant="outlined"
                sx={{ borderColor: BRAND.border }}
              />
            ))}
          </Box>
        )}
        <Stack direction="row" spacing={2.5} sx={{ mt: 'auto', pt: 1, color: 'text.secondary' }}>
          <Count icon={<HeartIcon sx={iconSx} />} value={product.likesCount ?? 0} label="likes" />
          <Count
            icon={<StarIcon sx={iconSx} />}
            value={product.favoritesCount ?? 0}
            label="favorites"
          />
          <Count
            icon={<CommentIcon sx={iconSx} />}
            value={product.commentsCount ?? 0}
            label="comments"
          />
        </Stack>
      </Box>
    </Card>
  );
}
