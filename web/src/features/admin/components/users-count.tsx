import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { PeopleIcon } from '@/components/ui/action-icons';
import { IconTile } from '@/components/ui/icon-tile';
import { useUsersCount } from '../api/get-users-count';

const numberFormat = new Intl.NumberFormat('en-AU');

/** The total users count of the panel header (GET /api/admin/users/count). */
export function UsersCount() {
  const count = useUsersCount();
  return (
    <Box
      role="status"
      aria-label="Total users"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        border: `1px solid ${BRAND.border}`,
        bgcolor: BRAND.surface,
      }}
    >
      <IconTile size={36} radius={2}>
        <PeopleIcon fontSize="small" />
      </IconTile>
      <Box>
        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ display: 'block', lineHeight: 1.2 }}
        >
          Total users
        </Typography>
        {count === null ? (
          <Skeleton width={48} height={28} />
        ) : (
          <Typography
            data-testid="users-count"
            sx={{
              fontSize: 20,
              fontWeight: 800,
              lineHeight: 1.3,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {count === 'failed' ? '—' : numberFormat.format(count)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
