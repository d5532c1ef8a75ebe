import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/ui/brand-mark';

interface FooterGroupProps {
  title: string;
  children: ReactNode;
  /** Takes the full width on phones. */
  wide?: boolean;
}

function FooterGroup({ title, children, wide = false }: FooterGroupProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
    >
      <Typography variant="overline" component="h2" sx={{ color: 'text.primary', fontSize: 12 }}>
        {title}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="textSecondary"
      sx={{ fontSize: 14, width: 'fit-content' }}
    >
      {children}
    </Link>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: `1px solid ${BRAND.border}`,
        bgcolor: 'rgba(255,255,255,0.015)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1fr 1.3fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandMark tagline />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2, maxWidth: 300 }}>
              A community-run library of links to videos hosted elsewhere. For adults{' '}
              {PRODUCT.minimumAge}+ only.
            </Typography>
          </Box>
          <FooterGroup title="Legal & About">
            <FooterLink to={paths.about.getHref()}>About</FooterLink>
            <FooterLink to={paths.privacy.getHref()}>Privacy</FooterLink>
            <FooterLink to={paths.terms.getHref()}>Terms</FooterLink>
            <FooterLink to={paths.dataDeletion.getHref()}>Data deletion</FooterLink>
            <FooterLink to={paths.parentalControls.getHref()}>Parental controls</FooterLink>
          </FooterGroup>
          <FooterGroup title="Help & Support">
            <FooterLink to={paths.faq.getHref()}>FAQ</FooterLink>
            <FooterLink to={paths.moderationLog.getHref()}>Moderation log</FooterLink>
            {/* Served by the pages function, not the app: a plain link. */}
            <Link
              href="/feed.xml"
              type="application/atom+xml"
              color="textSecondary"
              sx={{ fontSize: 14, width: 'fit-content' }}
            >
              Newest videos feed (Atom)
            </Link>
          </FooterGroup>
          <FooterGroup title="Contact us" wide>
            <Link
              href={`mailto:${PRODUCT.supportEmail}`}
              color="textSecondary"
              sx={{ fontSize: 14, width: 'fit-content' }}
            >
              {PRODUCT.supportEmail}
            </Link>
            <FooterLink to={paths.contact.getHref()}>Contact form</FooterLink>
            <Typography variant="body2" color="textSecondary" sx={{ fontSize: 13 }}>
              Replies usually take 24–48 hours.
            </Typography>
          </FooterGroup>
        </Box>
        {/* A rule drawn with a border: MUI's Divider is not worth its bytes on every page. */}
        <Box component="hr" sx={{ my: 4, border: 0, borderTop: `1px solid ${BRAND.border}` }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2" sx={{ fontSize: 13 }}>
            © {year} {PRODUCT.name}. All rights reserved.
          </Typography>
          <Typography variant="body2" sx={{ fontSize: 13 }}>
            {PRODUCT.tagline}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
