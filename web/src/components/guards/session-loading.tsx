import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What guarded pages show while the session is still loading. */
export function SessionLoading() {
  return (
    <Box
      role="status"
      sx={{
        flex: 1,
        minHeight: 280,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress size={28} aria-label="Loading" />
      <Typography color="textSecondary">Loading...</Typography>
    </Box>
  );
}
