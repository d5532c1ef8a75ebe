import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what @mui/material's uses for a theme without CSS variables (ours);
// importing it directly leaves the CSS-variables provider out of the bundle (~3 KiB gzip).
import { ThemeProvider } from '@mui/system';
import { AppRoutes } from './router';
import { theme } from './theme';

// No CSS-variables theme above ours to inherit from (what @mui/material's provider also sets).
const themeWithoutVars = { ...theme, vars: null };

export function AppProvider() {
  return (
    <ThemeProvider theme={themeWithoutVars}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
