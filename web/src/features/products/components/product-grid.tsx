import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';

/** Cards in columns: one on phones, two on tablets, `columns` (3 unless told) from md up. */
export const gridSx = (columns: 2 | 3 = 3) =>
  ({
    display: 'grid',
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: `repeat(${columns}, minmax(0, 1fr))`,
    },
  }) as const;

interface GridProps {
  children: ReactNode;
  label: string;
  columns?: 2 | 3;
}

export function ProductGrid({ children, label, columns }: GridProps) {
  return (
    <Box component="section" aria-label={label} sx={gridSx(columns)}>
      {children}
    </Box>
  );
}

/** The shape of a card while it loads: same frame and about the same height (no jump). */
export function CardSkeleton() {
  return (
    <Paper
      variant="outlined"
      sx={{ borderColor: BRAND.border, overflow: 'hidden' }}
      aria-hidden="true"
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="30%" />
        <Skeleton width="85%" height={30} />
        <Skeleton width="45%" />
        <Box sx={{ display: 'flex', gap: 0.75, my: 1 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Box>
        <Skeleton width="55%" height={28} />
        <Skeleton width="100%" height={34} />
        <Skeleton width="100%" height={36} />
      </Box>
    </Paper>
  );
}

export function GridSkeleton({
  count,
  label,
  columns,
}: {
  count: number;
  label: string;
  columns?: 2 | 3;
}) {
  return (
    <Box sx={gridSx(columns)} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Box>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderColor: BRAND.border }}
    >
      <Typography variant="h5" component="p">
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1.5, color: 'text.secondary' }}>{children}</Box>}
    </Paper>
  );
}
