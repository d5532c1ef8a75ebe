import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { BrandLogo } from '@/components/ui/brand-mark';
import { IconTile } from '@/components/ui/icon-tile';
import { CommentIcon, HeartIcon, PlayCircleIcon } from '@/components/ui/icons';

const POINTS = [
  { icon: PlayCircleIcon, text: 'Discover hand-picked video links by category and tag.' },
  { icon: HeartIcon, text: 'Like, favorite and rate to shape what rises to the top.' },
  { icon: CommentIcon, text: 'Share links, join the conversation and earn badges.' },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Two columns on wide screens (pitch and form), the form alone on phones. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 460px' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <BrandLogo size={56} />
          <Typography variant="h2" component="p" sx={{ mt: 3, maxWidth: 460 }}>
            {PRODUCT.tagline.charAt(0).toUpperCase() + PRODUCT.tagline.slice(1)}.
          </Typography>
          <Stack spacing={2} sx={{ mt: 4 }}>
            {POINTS.map(({ icon: Icon, text }) => (
              <Stack key={text} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <IconTile size={36} radius={2} tinted>
                  <Icon fontSize="small" />
                </IconTile>
                <Typography color="textSecondary">{text}</Typography>
              </Stack>
            ))}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 5, opacity: 0.8 }}>
            Adults only ({PRODUCT.minimumAge}+). Links point to videos hosted elsewhere.
          </Typography>
        </Box>
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2.5, sm: 4 },
            borderColor: BRAND.border,
            boxShadow: '0 24px 60px rgba(0,0,0,0.35)',
            width: '100%',
            maxWidth: 460,
            mx: 'auto',
          }}
        >
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 0.75, mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {!subtitle && <Box sx={{ mb: 3 }} />}
          {children}
          {footer && (
            <Box
              sx={{ mt: 3, pt: 2.5, borderTop: `1px solid ${BRAND.border}`, textAlign: 'center' }}
            >
              {footer}
            </Box>
          )}
        </Paper>
      </Box>
    </Container>
  );
}
