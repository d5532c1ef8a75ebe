import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FlaggedProductView } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import type { AdminColumn } from '../admin-table';
import { OutgoingLink } from '../link-verification/link-columns';
import { lastCheckColumn } from './last-check-cell';
import { reportsColumn } from './reporters-cell';

function ProductCell({ row }: { row: FlaggedProductView }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, alignItems: 'flex-start' }}>
      {row.image && (
        <Box
          component="img"
          src={row.image}
          alt=""
          loading="lazy"
          sx={{
            width: 72,
            height: 48,
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
            border: `1px solid ${BRAND.border}`,
          }}
        />
      )}
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={paths.product.getHref(row.slug || row.id)}
          sx={{ fontWeight: 650, lineHeight: 1.35 }}
        >
          {row.title || 'Untitled'}
        </Link>
        {row.link && <OutgoingLink link={row.link} />}
        <Typography variant="caption" color="textSecondary">
          {row.category}
        </Typography>
      </Box>
    </Box>
  );
}

export const FLAGGED_COLUMNS: readonly AdminColumn<FlaggedProductView>[] = [
  { key: 'product', label: 'Product', render: (row) => <ProductCell row={row} /> },
  reportsColumn('32%'),
  lastCheckColumn('20%'),
];
