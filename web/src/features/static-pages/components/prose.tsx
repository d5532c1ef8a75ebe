// The building blocks of the information pages: linkable sections, paragraphs, lists and links
// that read as links without relying on colour (always underlined).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';

export interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A section with its own heading; `id` makes it linkable as /page#id. */
export function Section({ id, title, children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ scrollMarginTop: 88, '& + &': { mt: { xs: 4, md: 5 } } }}
    >
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ lineHeight: 1.7, '& + &': { mt: 1.5 }, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { lineHeight: 1.7, mb: 0.75 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A section that is one list. */
export function BulletSection({
  id,
  title,
  items,
}: Omit<SectionProps, 'children'> & { items: readonly ReactNode[] }) {
  return (
    <Section id={id} title={title}>
      <Bullets items={items} />
    </Section>
  );
}

/** A link in running text: internal paths through the router, anything else as a plain link. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const external = /^(https?:|mailto:)/.test(to);
  return external ? (
    <Link href={to} underline="always" {...(to.startsWith('http') ? { rel: 'noopener' } : {})}>
      {children}
    </Link>
  ) : (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}

/** A highlighted note (key facts, the help block). */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-label={title}
      sx={{
        mt: { xs: 4, md: 5 },
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        border: `1px solid ${BRAND.border}`,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
