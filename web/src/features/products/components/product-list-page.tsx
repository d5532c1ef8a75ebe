import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { usePageHead } from '@/lib/document-head';
import {
  LIST_PAGE_SIZE,
  useProductList,
  type ListItem,
  type ProductListKind,
} from '../api/get-product-list';
import { rememberDisliked } from '../api/get-disliked';
import { useSessionStore } from '@/stores/session-store';
import type { CardProduct, ViewerState } from '../types';
import { ProductCard } from './product-card';
import { EmptyState, GridSkeleton, ProductGrid } from './product-grid';

interface ProductListPageProps {
  kind: ProductListKind;
  title: string;
  subtitle: string;
  empty: string;
  /** What to do to fill the list, under the empty message. */
  emptyHint: string;
}

/** A member's list (liked, disliked, favorites) as a grid of cards with "Load more". */
export function ProductListPage({ kind, title, subtitle, empty, emptyHint }: ProductListPageProps) {
  const list = useProductList(kind);
  usePageHead({ name: title });

  return (
    <PageContainer title={title} subtitle={subtitle}>
      {list.status === 'loading' && (
        <GridSkeleton count={Math.min(6, LIST_PAGE_SIZE)} label={`Loading ${title}`} />
      )}
      {list.status !== 'loading' && list.items.length === 0 && (
        <EmptyState title={empty}>
          <Typography>{emptyHint}</Typography>
          <Button
            component={RouterLink}
            to={paths.home.getHref()}
            variant="outlined"
            color="inherit"
            sx={{ mt: 2.5 }}
          >
            Browse video links
          </Button>
        </EmptyState>
      )}
      {list.items.length > 0 && <ListCards label={title} items={list.items} />}
      {list.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={list.loadMore}
            disabled={list.loadingMore}
          >
            {list.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}

/** A member list's cards in a grid. */
export function ListCards({
  label,
  items,
  columns,
}: {
  label: string;
  items: ListItem[];
  columns?: 2 | 3;
}) {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  // Home hides disliked products: keep the session's copy in step with changes made here.
  const onViewerChange = (product: CardProduct, viewer: ViewerState) => {
    if (uid) rememberDisliked(uid, product, viewer.disliked);
  };
  return (
    <ProductGrid label={label} columns={columns}>
      {items.map(({ product, viewer }, i) => (
        <ProductCard
          key={product.id}
          product={product}
          viewer={viewer}
          eager={i === 0}
          onViewerChange={onViewerChange}
        />
      ))}
    </ProductGrid>
  );
}
