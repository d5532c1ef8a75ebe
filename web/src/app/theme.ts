import { createTheme } from '@mui/material/styles';
import { BRAND, FONT_STACK } from '@/config/brand';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: BRAND.pink, contrastText: '#ffffff' },
    secondary: { main: BRAND.violet, contrastText: '#ffffff' },
    background: { default: BRAND.background, paper: BRAND.surface },
    divider: BRAND.border,
    text: { primary: '#eef0f6', secondary: '#a5abbd' },
    success: { main: '#3ecf8e' },
    warning: { main: '#f5b84b' },
    error: { main: '#ff6b6b' },
    info: { main: '#5aa9ff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 3.6vw, 2.25rem)', fontWeight: 750, letterSpacing: '-0.015em' },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
    overline: { letterSpacing: '0.12em', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: BRAND.background, WebkitFontSmoothing: 'antialiased' },
        'a:not([class])': { color: BRAND.pink },
        '::selection': { background: 'rgba(255, 79, 139, 0.35)' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingInline: 18,
          // White on the brand pink is below the 4.5:1 text contrast: filled buttons go deeper.
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundColor: BRAND.pinkDeep,
                '&:hover': { backgroundColor: '#bd2a5d' },
              },
            },
          ],
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: 'rgba(255,255,255,0.02)' } },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10, alignItems: 'center' } } },
    MuiMenu: {
      styleOverrides: {
        paper: { border: `1px solid ${BRAND.border}`, backgroundColor: BRAND.surfaceRaised },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          fontWeight: 600,
          // As for filled buttons: white on the brand pink is below 4.5:1.
          variants: [
            {
              props: { variant: 'filled', color: 'primary' },
              style: { backgroundColor: BRAND.pinkDeep },
            },
          ],
        },
      },
    },
    MuiBadge: { styleOverrides: { colorPrimary: { backgroundColor: BRAND.pinkDeep } } },
    // Links in running text must not be told apart by colour alone.
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
