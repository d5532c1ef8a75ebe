// Visual identity shared by the theme and the few components that draw the brand.
export const BRAND = {
  pink: '#ff4f8b',
  violet: '#8b6cff',
  gradient: 'linear-gradient(135deg, #ff4f8b 0%, #8b6cff 100%)',
  background: '#0d0e13',
  surface: '#15171f',
  surfaceRaised: '#1c1f2a',
  border: 'rgba(255, 255, 255, 0.08)',
} as const;

/** System fonts only: the site never fetches web fonts. */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';
