import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isHttpUrl, type PendingLinkView } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { formatDateTime, submitterName } from '../../utils/format';
import type { AdminColumn } from '../admin-table';
import { RiskBadge } from './risk-badge';

/** Tags shown before "+N" (as in the profile's submissions table). */
const TAGS_SHOWN = 5;

/** Only http(s) links become anchors: a javascript: link is shown, never made clickable. */
export function OutgoingLink({ link }: { link: string }) {
  const sx = {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
  if (!isHttpUrl(link)) {
    return (
      <Typography variant="body2" color="error" sx={sx} title={link}>
        {link || '(empty link)'}
      </Typography>
    );
  }
  return (
    <Link
      href={link}
      target="_blank"
      rel="noopener noreferrer nofollow"
      variant="body2"
      sx={sx}
      title={link}
    >
      {link}
    </Link>
  );
}

function LinkCell({ row }: { row: PendingLinkView }) {
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 650, lineHeight: 1.35 }}>
        {row.title || (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            Untitled
          </Box>
        )}
      </Typography>
      <OutgoingLink link={row.link} />
      <RiskBadge risk={row.risk} dense />
      {row.duplicate.exists && row.duplicate.existing && (
        <Chip
          size="small"
          color="error"
          label={`Duplicate of “${row.duplicate.existing.title}”`}
          component={RouterLink}
          to={paths.product.getHref(row.duplicate.existing.slug || row.duplicate.existing.id)}
          clickable
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      )}
    </Box>
  );
}

function CategoryTagsCell({ row }: { row: PendingLinkView }) {
  const shown = row.tags.slice(0, TAGS_SHOWN);
  const more = row.tags.length - shown.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {row.category ? (
        <Typography variant="body2" sx={{ fontWeight: 650 }}>
          {row.category}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          Suggested: {row.suggestedCategory || '—'}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {shown.map((tag) => (
          <Chip
            key={tag}
            size="small"
            variant="outlined"
            label={tag}
            sx={{ borderColor: BRAND.border, maxWidth: '100%' }}
          />
        ))}
        {more > 0 && (
          <Chip size="small" label={`+${more}`} title={row.tags.slice(TAGS_SHOWN).join(', ')} />
        )}
      </Box>
    </Box>
  );
}

function SubmitterCell({ row }: { row: PendingLinkView }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 650 }} noWrap>
        {submitterName(row.submittedBy)}
      </Typography>
      {row.submittedBy.email && (
        <Typography
          variant="caption"
          color="textSecondary"
          noWrap
          component="div"
          title={row.submittedBy.email}
        >
          {row.submittedBy.email}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary" component="div">
        {formatDateTime(row.createdAt)}
      </Typography>
    </Box>
  );
}

/** The columns both queues share: the link with its checks, category and tags, submitter. */
export const LINK_COLUMNS: readonly AdminColumn<PendingLinkView>[] = [
  { key: 'link', label: 'Link', render: (row) => <LinkCell row={row} /> },
  {
    key: 'category',
    label: 'Category & tags',
    width: '28%',
    render: (row) => <CategoryTagsCell row={row} />,
  },
  {
    key: 'submitted',
    label: 'Submitted',
    width: '22%',
    render: (row) => <SubmitterCell row={row} />,
  },
];
