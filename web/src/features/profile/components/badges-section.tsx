import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BADGE_GROUPS, DEFAULT_BADGES, type BadgeGroup, type BadgeView } from '@xmates/domain';
import { BRAND } from '@/config/brand';

const GROUP_TITLES: Record<BadgeGroup, string> = {
  support: 'Support',
  submission: 'Submission',
  conversation: 'Conversation',
  popularity: 'Popularity',
  other: 'Other',
};

interface Shown {
  key: string;
  icon: string;
  name: string;
  description: string;
  earned: boolean;
}

/** Each group: the badges held, then the catalogue's others dimmed as still to earn. */
function groupsOf(held: readonly BadgeView[]) {
  const heldKeys = new Set(held.map((b) => b.key));
  return BADGE_GROUPS.map((group) => {
    const earned: Shown[] = held
      .filter((b) => b.category === group)
      .map((b) => ({ ...b, earned: true }));
    const open: Shown[] = DEFAULT_BADGES.filter(
      (b) => b.category === group && !heldKeys.has(b.key),
    ).map((b) => ({ ...b, earned: false }));
    return { group, badges: [...earned, ...open] };
  }).filter((g) => g.badges.length > 0);
}

function BadgeTile({ badge }: { badge: Shown }) {
  return (
    <Box
      role="listitem"
      aria-label={`${badge.name}${badge.earned ? '' : ' (not earned yet)'}`}
      data-earned={badge.earned}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        // A badge still to earn is told apart by its dashed border and grey icon; its text keeps
        // full contrast (dimming the whole tile took the captions below 4.5:1).
        border: `1px ${badge.earned ? 'solid' : 'dashed'} ${badge.earned ? 'rgba(255, 79, 139, 0.45)' : BRAND.border}`,
        bgcolor: badge.earned ? 'rgba(255, 79, 139, 0.08)' : 'transparent',
        minWidth: 0,
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          fontSize: 28,
          lineHeight: 1,
          filter: badge.earned ? 'none' : 'grayscale(1)',
          opacity: badge.earned ? 1 : 0.55,
        }}
      >
        {badge.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 650 }}
          color={badge.earned ? 'textPrimary' : 'textSecondary'}
          noWrap
        >
          {badge.name}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {badge.earned ? badge.description : `Not earned yet · ${badge.description}`}
        </Typography>
      </Box>
    </Box>
  );
}

export function BadgesSection({ badges, loading }: { badges: BadgeView[]; loading: boolean }) {
  if (loading) return <Skeleton variant="rounded" height={160} aria-label="Loading badges" />;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="textSecondary">
        {badges.length === 0
          ? 'No badges yet: submit links, comment and support the site to earn them.'
          : `${badges.length} badge${badges.length === 1 ? '' : 's'} earned.`}
      </Typography>
      {groupsOf(badges).map(({ group, badges: shown }) => (
        <Box key={group}>
          <Typography variant="overline" color="textSecondary" component="h3">
            {GROUP_TITLES[group]}
          </Typography>
          <Box
            role="list"
            aria-label={`${GROUP_TITLES[group]} badges`}
            sx={{
              display: 'grid',
              gap: 1,
              mt: 0.5,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {shown.map((b) => (
              <BadgeTile key={b.key} badge={b} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
