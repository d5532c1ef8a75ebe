import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown inside the shell when a page fails (for example a chunk that could not load). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1">
        Something went wrong
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5 }}>
        {detail ?? 'This page could not be shown. Reloading usually helps.'}
      </Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
