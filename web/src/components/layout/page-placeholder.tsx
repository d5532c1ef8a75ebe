import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { IconTile } from '@/components/ui/icon-tile';
import { PageContainer } from './page-container';

interface PagePlaceholderProps {
  title: string;
  /** One line saying what the page will hold. */
  description: string;
  icon?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** A tidy stand-in for a page that a later feature fills in. */
export function PagePlaceholder({
  title,
  description,
  icon,
  children,
  maxWidth = 'md',
}: PagePlaceholderProps) {
  return (
    <PageContainer title={title} maxWidth={maxWidth}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 4 },
          display: 'flex',
          gap: 2.5,
          alignItems: 'flex-start',
          borderColor: BRAND.border,
          bgcolor: 'background.paper',
        }}
      >
        {icon && (
          <IconTile size={44} radius={2.5}>
            {icon}
          </IconTile>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography color="textSecondary" sx={{ lineHeight: 1.6 }}>
            {description}
          </Typography>
          {children && <Box sx={{ mt: 2.5 }}>{children}</Box>}
        </Box>
      </Paper>
    </PageContainer>
  );
}
