// Visual identity shared by the theme and the few components that draw the brand.
export const BRAND = {
  pink: '#ff4f8b',
  /** Behind white text (buttons): 4.6:1, where the brand pink gives only 3.1:1. */
  pinkDeep: '#d6336c',
  violet: '#8b6cff',
  gradient: 'linear-gradient(135deg, #ff4f8b 0%, #8b6cff 100%)',
  /** The gradient behind white text: at least 4.6:1 from end to end. */
  gradientDeep: 'linear-gradient(135deg, #d6336c 0%, #6f4fe0 100%)',
  background: '#0d0e13',
  surface: '#15171f',
  surfaceRaised: '#1c1f2a',
  border: 'rgba(255, 255, 255, 0.08)',
} as const;

/** Text painted with the brand gradient (an sx fragment). */
export const GRADIENT_TEXT = {
  background: BRAND.gradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
} as const;

/** System fonts only: the site never fetches web fonts. */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';
