import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GRADIENT_TEXT } from '@/config/brand';
import { paths } from '@/config/paths';
import { LinkButtons } from '@/components/ui/link-buttons';

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
          ...GRADIENT_TEXT,
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
      <LinkButtons
        size="large"
        sx={{ mt: 4, justifyContent: 'center' }}
        primary={{ to: paths.home.getHref(), label: 'Go to home' }}
        secondary={{ to: paths.contact.getHref(), label: 'Contact us' }}
      />
      <Box sx={{ mt: 6 }} />
    </Container>
  );
}
