import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';

/** The not-found page: the router's catch-all and any page whose item does not exist. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: 96, md: 128 },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '-0.05em',
          background: BRAND.gradient,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5 }}>
        The page you are looking for doesn’t exist or has moved. Let’s get you back to the good
        stuff.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        <Button variant="contained" size="large" component={RouterLink} to={paths.home.getHref()}>
          Go to home
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          component={RouterLink}
          to={paths.contact.getHref()}
        >
          Contact us
        </Button>
      </Stack>
      <Box sx={{ mt: 6 }} />
    </Container>
  );
}
