import { createContext, lazy, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BRAND } from '@/config/brand';
import { Header } from './header';
import { ToastArea } from './toast-area';
import { WhenNear } from './when-near';

// The footer starts below the fold (main is at least a screen tall): it loads when near.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/**
 * What stands in the footer's place until its code loads. The build renders the footer itself
 * there (web/src/prerender.tsx), so a prerendered page's HTML carries its links; the browser
 * then keeps a copy of that HTML in place (web/src/start.tsx), so nothing moves or disappears
 * when the app renders over the page. Nothing stands in on other pages.
 */
export const FooterStandIn = createContext<ReactNode>(null);

/** Header, page and footer around every route, plus the toast area. */
export function MainLayout({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  const footerStandIn = useContext(FooterStandIn);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: BRAND.pinkDeep,
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Header onLogout={onLogout} />
      {/* At least a screen tall: the footer starts below the fold, so pages that fill in after
          their data arrives do not push it around in view (layout shift). */}
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
      >
        {children}
      </Box>
      <WhenNear minHeight={320} standIn={footerStandIn}>
        <Footer />
      </WhenNear>
      <ToastArea />
    </Box>
  );
}
