import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAdultAccess } from '@/components/age-assurance/use-adult-access';
import { useCardActions } from '../hooks/use-card-actions';
import type { CardProduct, ViewerState } from '../types';
import { CardFooter } from './card-footer';
import { CardReactions } from './card-reactions';
import { CardTags, type TagAction } from './card-tags';
import { ProductGallery } from './product-gallery';
import { RatingStars } from './rating-stars';
import { SubmitterBadges } from './submitter-badges';

// The comments dialog is its own chunk, fetched the first time someone opens it.
const CommentsDialog = lazy(() =>
  import('./comments/comments-dialog').then((m) => ({ default: m.CommentsDialog })),
);

export interface ProductCardProps {
  product: CardProduct;
  viewer?: ViewerState;
  eager?: boolean;
  onViewerChange?: (product: CardProduct, viewer: ViewerState) => void;
  /**
   * The product page: a wider card with its description and the comments inline, and what its
   * tag chips' × does (a member's "Hide #tag").
   */
  full?: {
    comments: (addComments: (n: number) => void) => ReactNode;
    gallerySizes: string;
    tagAction?: TagAction;
  };
}

const highlightSx = {
  outline: '2px solid',
  outlineColor: 'primary.main',
  outlineOffset: 3,
  boxShadow: '0 0 0 6px rgba(255,79,139,0.18)',
} as const;

export function ProductCard({
  product,
  viewer,
  eager = false,
  onViewerChange,
  full,
}: ProductCardProps) {
  const actions = useCardActions(product, viewer, onViewerChange);
  const { state } = actions;
  const access = useAdultAccess();
  const [comments, setComments] = useState<'never' | 'open' | 'closed'>('never');
  const titleId = useId();
  const href = paths.product.getHref(product.slug || product.id);
  const tags = product.tags.slice(0, LIMITS.cardMaxTags);

  const openComments = () => {
    if (full) document.getElementById('comments')?.scrollIntoView({ behavior: 'smooth' });
    else setComments('open');
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-product-id={product.id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: BRAND.border,
        scrollMarginTop: 96,
        transition: 'box-shadow 300ms ease, outline-color 300ms ease',
        // focus={id} on Home sets this attribute for 3 s (use-feed-focus.ts).
        '&[data-highlight="on"]': highlightSx,
      }}
    >
      <ProductGallery
        images={product.images}
        title={product.title}
        restricted={product.isAdultsOnly && !access.images}
        eager={eager}
        sizes={full?.gallerySizes}
        thumbnails={Boolean(full)}
      />
      <Box
        sx={{
          p: full ? { xs: 2, md: 3 } : 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          flex: 1,
        }}
      >
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.2 }} noWrap>
          {(product.categories.length > 0 ? product.categories : [product.category]).join(' · ')}
        </Typography>
        <Typography
          id={titleId}
          variant={full ? 'h3' : 'h6'}
          component={full ? 'h1' : 'h3'}
          sx={{ mt: -0.5 }}
        >
          <Box
            component={RouterLink}
            to={href}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              display: full ? 'inline' : '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              '&:hover': { color: 'primary.main' },
            }}
          >
            {product.title}
          </Box>
        </Typography>
        <SubmitterBadges name={product.ownerName} badgeKeys={product.ownerBadges} />
        {full && product.description && (
          <Typography color="textSecondary" sx={{ whiteSpace: 'pre-line', lineHeight: 1.65 }}>
            {product.description}
          </Typography>
        )}
        {tags.length > 0 && <CardTags tags={tags} action={full?.tagAction} />}
        <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <RatingStars
            average={state.counts.rating.average}
            count={state.counts.rating.count}
            mine={state.viewer.rating}
            onRate={actions.rate}
          />
          <CardReactions
            state={state}
            onLike={actions.like}
            onDislike={actions.dislike}
            onFavorite={actions.favorite}
            onComments={openComments}
          />
          <CardFooter
            link={access.links ? product.link : null}
            reported={state.viewer.reported}
            onReport={actions.report}
            member={actions.member}
          />
        </Box>
      </Box>
      {full && (
        <Box id="comments" sx={{ borderTop: `1px solid ${BRAND.border}`, scrollMarginTop: 88 }}>
          {full.comments(actions.addComments)}
        </Box>
      )}
      {comments !== 'never' && (
        <Suspense fallback={null}>
          <CommentsDialog
            open={comments === 'open'}
            onClose={() => setComments('closed')}
            product={{ id: product.id, title: product.title }}
            count={state.counts.commentsCount}
            onPosted={actions.addComments}
          />
        </Suspense>
      )}
    </Card>
  );
}
