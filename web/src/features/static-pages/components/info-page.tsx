import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_PAGES, type PublicPageKey } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { usePageHead } from '@/lib/document-head';
import { PageContainer } from '@/components/layout/page-container';
import { Section, type SectionProps } from './prose';

interface InfoPageProps {
  page: PublicPageKey;
  /** The line under the title. */
  lead: ReactNode;
  /** "Effective 19 August 2025" for legal texts. */
  effective?: string;
  /** Links to the sections at the top ("On this page"), for long pages. */
  contents?: boolean;
  children: ReactNode;
}

/** The id and title of each Section among the children, in their order. */
function sectionsOf(children: ReactNode): SectionProps[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<SectionProps>(child) && child.type === Section ? [child.props] : [],
  );
}

/** An information page: its head, title, lead, optional contents, and its sections. */
export function InfoPage({ page, lead, effective, contents, children }: InfoPageProps) {
  const meta = PUBLIC_PAGES[page];
  usePageHead(meta);
  const { hash } = useLocation();

  // The text arrives after the browser's own jump to #id: scroll to the section once shown.
  useEffect(() => {
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
  }, [hash]);

  return (
    <PageContainer maxWidth="md" title={meta.name} subtitle={lead}>
      {effective && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -2, mb: 3 }}>
          Effective {effective}
        </Typography>
      )}
      {contents && (
        <Box
          component="nav"
          aria-label="On this page"
          sx={{
            mb: { xs: 4, md: 5 },
            p: { xs: 2, md: 2.5 },
            borderRadius: 3,
            border: `1px solid ${BRAND.border}`,
          }}
        >
          <Typography variant="overline" component="h2" color="textSecondary">
            On this page
          </Typography>
          <Box
            component="ol"
            sx={{
              m: 0,
              mt: 0.5,
              pl: 3,
              columnGap: 4,
              columns: { xs: 1, sm: 2 },
              '& li': { py: 0.25 },
            }}
          >
            {sectionsOf(children).map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} underline="always">
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {children}
    </PageContainer>
  );
}
