import Box from '@mui/material/Box';
import { BRAND } from '@/config/brand';

/** The body of a tab that a later issue fills in. */
export function TabPlaceholder() {
  return (
    <Box
      sx={{
        p: 3,
        borderRadius: 2,
        border: `1px dashed ${BRAND.border}`,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      This section is being built. Its table will be paginated 20 per page with Prev and Next.
    </Box>
  );
}
