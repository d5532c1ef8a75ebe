import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Shown inside the shell when a page fails (for example a chunk that could not load). The
 * layout keys it by path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          Something went wrong
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1.5 }}>
          This page could not be shown. Reloading usually helps.
        </Typography>
        <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Container>
    );
  }
}
