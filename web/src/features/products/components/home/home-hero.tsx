import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { BRAND, GRADIENT_TEXT } from '@/config/brand';
import { paths } from '@/config/paths';
import { AddIcon } from '@/components/ui/icons';
import { LinkButtons } from '@/components/ui/link-buttons';
import { HeroArt } from './hero-art';

const MEMBER_ACTIONS = {
  primary: { to: paths.submit.getHref(), label: 'Submit a video link', icon: <AddIcon /> },
  secondary: { to: paths.profile.getHref(), label: 'Open My Hub' },
};
const VISITOR_ACTIONS = {
  primary: { to: paths.signup.getHref(), label: `Join ${PRODUCT.name} — it’s free` },
  secondary: { to: paths.login.getHref(), label: 'Log in' },
};

const HIGHLIGHTS = ['Curated by members', 'Ranked by likes & favorites', 'Adults only, 18+'];

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderBottom: `1px solid ${BRAND.border}`,
        background:
          'radial-gradient(900px 420px at 12% -10%, rgba(255,79,139,0.22), transparent 60%), radial-gradient(800px 420px at 95% 10%, rgba(139,108,255,0.2), transparent 60%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 4, md: 7 }, display: 'flex', alignItems: 'center', gap: 6 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" sx={{ color: 'primary.main' }}>
            {PRODUCT.tagline}
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mt: 1, maxWidth: 760 }}>
            The best video links,{' '}
            <Box component="span" sx={GRADIENT_TEXT}>
              shared by people who watch.
            </Box>
          </Typography>
          <Typography
            color="textSecondary"
            sx={{ mt: 2.5, maxWidth: 600, fontSize: { xs: 16, md: 18 }, lineHeight: 1.6 }}
          >
            {PRODUCT.name} is a community library of links to videos hosted elsewhere. Members
            submit what they love, everyone votes, and the good stuff rises to the top.
          </Typography>
          <LinkButtons
            size="large"
            sx={{ mt: { xs: 3, md: 4 } }}
            {...(signedIn ? MEMBER_ACTIONS : VISITOR_ACTIONS)}
          />
          <Stack
            direction="row"
            sx={{
              mt: { xs: 3, md: 4 },
              flexWrap: 'wrap',
              gap: { xs: 1.5, sm: 3 },
              color: 'text.secondary',
              display: { xs: 'none', sm: 'flex' },
            }}
          >
            {HIGHLIGHTS.map((text) => (
              <Stack key={text} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{ width: 6, height: 6, borderRadius: '50%', background: BRAND.gradient }}
                />
                <Typography variant="body2">{text}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <HeroArt />
        </Box>
      </Container>
    </Box>
  );
}
