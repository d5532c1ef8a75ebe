/**
 * Discreet browsing: thumbnails blurred until tapped, hovered or focused, and a neutral tab
 * title and icon. The choice is kept on the device only (localStorage), for visitors and members
 * alike: nothing about it is stored on the server. The served HTML's inline script
 * (web/build/discreet-script.ts) and the SPA (web/src/stores/discreet-store.ts) read it.
 */
import { PRODUCT } from '../core/constants';

/** Its name: the header's toggle and My Hub's switch. */
export const DISCREET_NAME = 'Discreet browsing';

/** localStorage key of the choice: DISCREET_ON while it is on, absent otherwise. */
export const DISCREET_STORAGE_KEY = 'xmates.discreet';

/** The stored value that means on. */
export const DISCREET_ON = 'on';

/** The class <html> carries while it is on: the thumbnails' blur hangs on it. */
export const DISCREET_CLASS = 'discreet';

/** Every page's title while it is on. */
export const DISCREET_TITLE = PRODUCT.name;

/** The site's own tab icon, and the neutral one shown while it is on (both in web/public/). */
export const SITE_ICON = '/favicon.svg';
export const NEUTRAL_ICON = '/favicon-neutral.svg';

/** Whether a stored value means on (anything else, or no value, is off). */
export function discreetOn(stored: string | null | undefined): boolean {
  return stored === DISCREET_ON;
}
