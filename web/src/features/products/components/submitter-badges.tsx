import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LIMITS, badgeByKey } from '@xmates/domain';

/** A badge key the catalogue does not know (an admin-made one) still shows, generically. */
const describe = (key: string) => {
  const known = badgeByKey(key);
  return known ? { icon: known.icon, name: known.name } : { icon: '🏅', name: key };
};

/** "by {name}" and the submitter's badge icons (the product's copy): up to 6, then +N. */
export function SubmitterBadges({ name, badgeKeys }: { name: string | null; badgeKeys: string[] }) {
  const badges = badgeKeys.map(describe);
  const shown = badges.slice(0, LIMITS.cardMaxBadgeIcons);
  const more = badges.length - shown.length;
  if (!name && badges.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {name && (
        <Typography variant="caption" color="textSecondary" noWrap sx={{ minWidth: 0 }}>
          by {name}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box
          role="list"
          aria-label="Submitter badges"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexShrink: 0 }}
        >
          {shown.map((b) => (
            <Box
              key={b.name}
              role="listitem"
              component="span"
              title={b.name}
              aria-label={b.name}
              sx={{ fontSize: 15, lineHeight: 1 }}
            >
              {b.icon}
            </Box>
          ))}
          {more > 0 && (
            <Box
              role="listitem"
              component="span"
              aria-label={`${more} more badges`}
              title={badges
                .slice(shown.length)
                .map((b) => b.name)
                .join(', ')}
              sx={{
                fontSize: 11,
                fontWeight: 700,
                px: 0.5,
                borderRadius: 1,
                bgcolor: 'rgba(255,255,255,0.08)',
                color: 'text.secondary',
              }}
            >
              +{more}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
