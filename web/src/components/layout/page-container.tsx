import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageContainerProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Shown right of the title on wide screens, below it on narrow ones. */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** Consistent page width, spacing and heading. */
export function PageContainer({
  title,
  subtitle,
  actions,
  maxWidth = 'lg',
  children,
}: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {(title || actions) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {title && (
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
            )}
            {subtitle && (
              <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions}
        </Box>
      )}
      {children}
    </Container>
  );
}
