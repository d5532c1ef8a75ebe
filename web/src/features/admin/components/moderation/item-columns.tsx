import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MODERATION_MESSAGES, type ReportedItemView } from '@xmates/domain';
import { paths } from '@/config/paths';
import { formatDateTime } from '../../utils/format';
import type { AdminColumn } from '../admin-table';
import { reportsColumn } from './reporters-cell';

/** The text, clamped to six lines (the whole of it in the tooltip). */
function Words({ text, label }: { text: string; label: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {label && (
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
          {label}
        </Typography>
      )}
      <Typography
        sx={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          display: '-webkit-box',
          WebkitLineClamp: 6,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
        title={text}
      >
        {text}
      </Typography>
    </Box>
  );
}

/**
 * The words as reported; when the author changed them since, labelled, with the current text
 * below; when the author deleted the item, said so.
 */
function TextCell({ row }: { row: ReportedItemView }) {
  const labelled = row.currentText !== null || row.deletedByAuthorAt !== null;
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Words text={row.text} label={labelled ? MODERATION_MESSAGES.reportedText : null} />
      {row.currentText !== null && (
        <Words text={row.currentText} label={MODERATION_MESSAGES.currentText} />
      )}
      {row.deletedByAuthorAt !== null && (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={MODERATION_MESSAGES.deletedByAuthor}
          title={formatDateTime(row.deletedByAuthorAt)}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      <Typography variant="caption" color="textSecondary">
        {row.user.displayName} · {formatDateTime(row.createdAt)}
      </Typography>
    </Box>
  );
}

function ProductCell({ row }: { row: ReportedItemView }) {
  const { product } = row;
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {product.listed ? (
        <Link component={RouterLink} to={paths.product.getHref(product.slug || product.id)}>
          {product.title || 'Untitled'}
        </Link>
      ) : (
        <>
          <Typography variant="body2">{product.title || 'Untitled'}</Typography>
          <Chip size="small" label="Product removed" sx={{ alignSelf: 'flex-start' }} />
        </>
      )}
    </Box>
  );
}

/** The columns of both moderation tabs; the last one depends on the list. */
export function itemColumns(list: 'reported' | 'hidden'): readonly AdminColumn<ReportedItemView>[] {
  return [
    { key: 'text', label: 'Text', render: (row) => <TextCell row={row} /> },
    { key: 'product', label: 'Product', width: '24%', render: (row) => <ProductCell row={row} /> },
    list === 'reported'
      ? reportsColumn('28%')
      : {
          key: 'hidden',
          label: 'Hidden',
          width: '22%',
          render: (row) => <Typography variant="body2">{formatDateTime(row.hiddenAt)}</Typography>,
        },
  ];
}
