import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DEFAULT_FEED_FILTER, productHeadInput } from '@xmates/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { AgeGateOverlay } from '@/components/age-gate/age-gate-overlay';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { useAdultAccess, useAdultReads } from '@/components/age-assurance/use-adult-access';
import { useSessionStore } from '@/stores/session-store';
import { useProduct } from '../api/get-product';
import { useServedProduct } from '../api/served-product';
import { useViewerReactions } from '../api/get-viewer-reactions';
import { feedSearch } from '../utils/feed-url';
import { CommentThread } from './comments/comment-thread';
import { ProductCard } from './product-card';
import { useTagHiding } from '../hooks/use-tag-hiding';
import { EmptyState } from './product-grid';

const GALLERY_SIZES = '(max-width: 899px) calc(100vw - 32px), 852px';

/**
 * /products/{slug} (an id redirects to the slug): the card in full with its comments. The pages
 * function renders it for a visitor, with the product it read (api/served-product.ts).
 */
export function ProductPage() {
  const { slugOrId = '' } = useParams();
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  const access = useAdultAccess();
  const reads = useAdultReads();
  const served = useServedProduct(slugOrId);
  const tagAction = useTagHiding();
  // The served product is what a visitor sees: a member reads the link, and whoever may see
  // adults-only images (useAdultAccess) reads an adults-only product's images.
  const state = useProduct(
    slugOrId,
    served,
    uid !== null || (served?.isAdultsOnly === true && access.images),
    reads,
  );
  const product = state.status === 'ready' ? state.product : null;
  const viewers = useViewerReactions(uid, product ? [product.id] : []);
  usePageHead(
    product
      ? productHeadInput(env.siteUrl, product)
      : { name: state.status === 'missing' ? 'Page not found' : 'Video link' },
  );

  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'ready' && !state.bySlug && state.product.slug !== slugOrId) {
    return <Navigate to={paths.product.getHref(state.product.slug)} replace />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="body2"
        component="nav"
        aria-label="Breadcrumb"
        color="textSecondary"
        sx={{ mb: 2 }}
      >
        <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
          Home
        </Link>
        {product && (
          <>
            {' / '}
            <Link
              component={RouterLink}
              to={{
                pathname: paths.home.getHref(),
                search: feedSearch({ ...DEFAULT_FEED_FILTER, categories: [product.category] }),
              }}
              color="inherit"
            >
              {product.category}
            </Link>
          </>
        )}
      </Typography>
      {state.status === 'loading' && (
        <Box aria-busy="true" aria-label="Loading the video link">
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton width="70%" height={48} sx={{ mt: 2 }} />
          <Skeleton width="40%" />
          <Skeleton width="90%" />
        </Box>
      )}
      {state.status === 'error' && (
        <EmptyState title="This video link could not be loaded.">
          <Button variant="outlined" color="inherit" onClick={state.reload}>
            Reload
          </Button>
        </EmptyState>
      )}
      {product && (
        <ProductCard
          key={product.id}
          product={product}
          viewer={viewers.get(product.id)}
          eager
          full={{
            gallerySizes: GALLERY_SIZES,
            tagAction,
            comments: (addComments) => (
              <Box sx={{ p: { xs: 2, md: 3 } }}>
                <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
                  Comments
                </Typography>
                <CommentThread productId={product.id} onPosted={addComments} />
              </Box>
            ),
          }}
        />
      )}
      {product?.isAdultsOnly && <AgeGateOverlay />}
    </Container>
  );
}
