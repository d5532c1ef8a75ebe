import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIMITS, MESSAGES } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { useLatestProducts } from '../api/get-latest-products';
import { ProductCard } from './product-card';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function CardSkeleton() {
  return (
    <Paper
      variant="outlined"
      sx={{ borderColor: BRAND.border, overflow: 'hidden' }}
      aria-hidden="true"
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="30%" />
        <Skeleton width="85%" height={28} />
        <Skeleton width="60%" />
      </Box>
    </Paper>
  );
}

/** The six newest approved links; the full feed (filters, sorting, paging) grows from here. */
export function LatestProducts() {
  const { status, products } = useLatestProducts(LIMITS.feedPageSize);
  return (
    <Container
      component="section"
      maxWidth="lg"
      sx={{ py: { xs: 5, md: 7 } }}
      aria-labelledby="latest-title"
    >
      <Box sx={{ mb: 3 }}>
        <Typography id="latest-title" variant="h2">
          Latest links
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.75 }}>
          Fresh from the community, newest first.
        </Typography>
      </Box>
      {status === 'loading' && (
        <Box sx={grid} role="status" aria-label="Loading latest links">
          {Array.from({ length: LIMITS.feedPageSize }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </Box>
      )}
      {status !== 'loading' && products.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderColor: BRAND.border }}
        >
          <Typography variant="h5" component="p">
            {MESSAGES.noVideoFound}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            New links appear here as soon as they are approved.
          </Typography>
        </Paper>
      )}
      {products.length > 0 && (
        <Box sx={grid}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 3} />
          ))}
        </Box>
      )}
    </Container>
  );
}
