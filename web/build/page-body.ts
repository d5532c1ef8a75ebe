// A prerendered body put into the app shell, for the public pages written at build
// (write-pages.ts) and for product pages rendered by the pages function (src/prerender.tsx).
import type { PrerenderedHtml } from '../src/prerender';
import { AGE_GATE_ATTRIBUTE, AGE_GATE_SCRIPT } from './age-gate-script';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The empty element that ends a prerendered body: its first paint waits for it. */
const PAGE_END = '<template id="page-end"></template>';

/**
 * A prerendered body whose controls wait for the app: inputs and buttons are disabled until it
 * renders over the page (what is typed before then would be lost, a button has no handler yet,
 * and a form sent by the browser itself would carry its fields, a password too, in the
 * address), and a form without a method says POST. Links work as links.
 */
export function untilTheAppRuns(body: string): string {
  return body
    .replace(/<(input|textarea|select|button)\b/g, '<$1 disabled')
    .replace(/<form\b(?![^>]*\bmethod=)/g, '<form method="post"');
}

/**
 * The shell with a prerendered body inside its root element and the body's styles in its head;
 * a body that shows the age gate is followed by the script that removes it for visitors who
 * already accepted it.
 *
 * The first paint waits until the body and the gate's script are parsed: the browser may
 * otherwise paint a body that has arrived or been parsed only in part, and the rest then moves
 * what was painted (a layout shift the browser tests saw: a button whose count had not been
 * parsed yet), or paint the gate the script then removes. `<link rel="expect"
 * blocking="render">` asks for that; Chromium lets the paint go once the element it names is
 * inserted, so it names an empty element after them. Browsers without it paint as before.
 */
export function withBody(shell: string, { body, styles }: PrerenderedHtml): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The app shell has no ${ROOT_ELEMENT}.`);
  const gate = body.includes(` ${AGE_GATE_ATTRIBUTE}`) ? `<script>${AGE_GATE_SCRIPT}</script>` : '';
  return shell
    .replace(
      '</head>',
      () => `  ${styles}\n    <link rel="expect" href="#page-end" blocking="render" />\n  </head>`,
    )
    .replace(ROOT_ELEMENT, () => `<div id="root">${untilTheAppRuns(body)}</div>${gate}${PAGE_END}`);
}
