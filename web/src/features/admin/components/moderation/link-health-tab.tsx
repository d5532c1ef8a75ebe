import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LINK_HEALTH_MESSAGES,
  LINK_HEALTH_STATES,
  type LinkHealthState,
  type LinkHealthView,
} from '@xmates/domain';
import { paths } from '@/config/paths';
import { useLinkHealth } from '../../api/get-link-health';
import { checkLinkNow } from '../../api/link-reports';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import type { AdminColumn } from '../admin-table';
import { OutgoingLink } from '../link-verification/link-columns';
import { LastCheckCell } from './last-check-cell';

function ProductCell({ row }: { row: LinkHealthView }) {
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {row.product ? (
        <Link
          component={RouterLink}
          to={paths.product.getHref(row.product.slug || row.productId)}
          sx={{ fontWeight: 650, lineHeight: 1.35 }}
        >
          {row.product.title || 'Untitled'}
        </Link>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
          {LINK_HEALTH_MESSAGES.unlisted} ({row.productId})
        </Typography>
      )}
      <OutgoingLink link={row.link} />
    </Box>
  );
}

const COLUMNS: readonly AdminColumn<LinkHealthView>[] = [
  { key: 'product', label: 'Product and link', render: (row) => <ProductCell row={row} /> },
  {
    key: 'check',
    label: 'Last check',
    width: '34%',
    render: (row) => <LastCheckCell check={row.lastCheck} state={row.state} />,
  },
];

/** How many links are in each state, the worst first. */
function StateCounts({ counts }: { counts: Record<LinkHealthState, number> }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Links by state">
      {LINK_HEALTH_STATES.map((state) => (
        <Chip
          key={state}
          variant="outlined"
          size="small"
          label={`${LINK_HEALTH_MESSAGES.states[state]}: ${counts[state].toLocaleString('en-AU')}`}
        />
      ))}
    </Stack>
  );
}

/**
 * Link health: every outgoing link the link checker keeps, the worst first (dead, unreachable,
 * unknown, not checked yet, alive), with its last check and "Check now".
 */
export function LinkHealthTab() {
  const list = useLinkHealth();
  const { busy, run } = useAdminAction(list.reload);
  return (
    <Stack spacing={2}>
      {list.counts && <StateCounts counts={list.counts} />}
      <AdminList
        list={list}
        rows={list.links}
        rowKey={(row) => row.productId}
        columns={COLUMNS}
        label="Links by health"
        empty="The link checker keeps no links yet."
        noun={['link', 'links']}
        actions={(row) =>
          row.product && (
            <ActionButton
              busy={busy}
              variant="outlined"
              onClick={() =>
                run(
                  row.productId,
                  () => checkLinkNow(row.productId),
                  LINK_HEALTH_MESSAGES.checkFailed,
                )
              }
            >
              Check now
            </ActionButton>
          )
        }
      />
    </Stack>
  );
}
