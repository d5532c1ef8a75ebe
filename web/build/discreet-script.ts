// The head's inline script: discreet browsing (domain/src/discreet/) before the first paint. A
// visitor or member who turned it on on this device must never see a sharp thumbnail, the page's
// own title or the site's icon, not even before the app's JavaScript runs: this script runs in
// the head, before the body is parsed, and when the choice is on it sets the class on <html>
// that the thumbnails' blur hangs on (web/index.html's styles), the neutral title and the neutral icon,
// what the SPA's own dress of the document (web/src/lib/page-title.ts) keeps doing afterwards.
// It is in every served page: the prerendered ones, the app shell and the product pages' shell.
// The Content-Security-Policy allows exactly this script by its hash (web/build/hosting.test.ts).
import { createHash } from 'node:crypto';
import {
  DISCREET_CLASS,
  DISCREET_ON,
  DISCREET_STORAGE_KEY,
  DISCREET_TITLE,
  NEUTRAL_ICON,
} from '@xmates/domain';

// Same rule as the domain's discreetOn; storage that cannot be read means off.
export const DISCREET_SCRIPT = [
  '(function(){try{',
  `if(localStorage.getItem(${JSON.stringify(DISCREET_STORAGE_KEY)})!==${JSON.stringify(DISCREET_ON)})return`,
  '}catch(e){return}',
  `document.documentElement.classList.add(${JSON.stringify(DISCREET_CLASS)});`,
  `document.title=${JSON.stringify(DISCREET_TITLE)};`,
  'var i=document.querySelector(\'link[rel="icon"]\');',
  `if(i)i.href=${JSON.stringify(NEUTRAL_ICON)}`,
  '})()',
].join('');

/** The script-src source that allows the script. */
export const DISCREET_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DISCREET_SCRIPT).digest('base64')}'`;

/**
 * The shell with the script right after its title (and the icon link before it): it runs before
 * the body is parsed, and finds the title and the icon it replaces.
 */
export function withDiscreetScript(shell: string): string {
  if (!/<link rel="icon"[^>]*>[\s\S]*<\/title>/.test(shell)) {
    throw new Error('The app shell has no icon link before its <title>.');
  }
  return shell.replace('</title>', () => `</title>\n    <script>${DISCREET_SCRIPT}</script>`);
}
