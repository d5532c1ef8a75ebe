import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  LINK_HEALTH_MESSAGES,
  type LinkCheckView,
  type LinkHealthState,
  type LinkVerdict,
} from '@xmates/domain';
import { formatDateTime } from '../../utils/format';
import type { AdminColumn } from '../admin-table';

type ChipColor = 'success' | 'error' | 'warning' | 'default';

const COLOR: Record<LinkVerdict, ChipColor> = {
  alive: 'success',
  dead: 'error',
  unknown: 'default',
};

const STATE_COLOR: Record<LinkHealthState, ChipColor> = {
  dead: 'error',
  unreachable: 'warning',
  unknown: 'default',
  unchecked: 'default',
  alive: 'success',
};

/**
 * The link checker's last check of a product's link: verdict, what it saw, when. With `state`
 * (the Link health list), the chip names the state (an unknown verdict without an answer is
 * "Unreachable") and shows while the link was never checked.
 */
export function LastCheckCell({
  check,
  state,
}: {
  check: LinkCheckView | null;
  state?: LinkHealthState;
}) {
  // A verdict is a lower-case word ('alive'), a state's label a written one ('Not checked yet').
  const chip = state
    ? { label: LINK_HEALTH_MESSAGES.states[state], color: STATE_COLOR[state], word: false }
    : check && { label: check.verdict, color: COLOR[check.verdict], word: true };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {chip && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={chip.color}
            label={chip.label}
            sx={{ fontWeight: 700, textTransform: chip.word ? 'capitalize' : 'none' }}
          />
          {check && (
            <Typography variant="caption" color="textSecondary">
              {formatDateTime(check.checkedAt)}
            </Typography>
          )}
        </Box>
      )}
      {check ? (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {check.reason}
        </Typography>
      ) : (
        !state && (
          <Typography variant="body2" color="textSecondary">
            {LINK_HEALTH_MESSAGES.notChecked}
          </Typography>
        )
      )}
      {check?.deadSince && (
        <Typography variant="caption" color="textSecondary">
          dead since {formatDateTime(check.deadSince)}
        </Typography>
      )}
    </Box>
  );
}

/** The 'Last check' column of Reported Broken Links. */
export function lastCheckColumn<T extends { lastCheck: LinkCheckView | null }>(
  width: string,
): AdminColumn<T> {
  return {
    key: 'lastCheck',
    label: 'Last check',
    width,
    render: (row) => <LastCheckCell check={row.lastCheck} />,
  };
}
