import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what @mui/material's uses for a theme without CSS variables (ours);
// importing it directly leaves the CSS-variables provider out of the bundle (~3 KiB gzip).
import { ThemeProvider } from '@mui/system';
import { theme } from './theme';

// No CSS-variables theme above ours to inherit from (what @mui/material's provider also sets).
const themeWithoutVars = { ...theme, vars: null };

/** The theme and base styles around the app; the router comes from the caller (browser or build). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={themeWithoutVars}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
