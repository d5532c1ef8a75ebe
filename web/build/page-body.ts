// A prerendered body put into the app shell, for the public pages written at build
// (write-pages.ts) and for product pages rendered by the pages function (src/prerender.tsx).
import type { PrerenderedHtml } from '../src/prerender';
import { AGE_GATE_ATTRIBUTE, AGE_GATE_SCRIPT } from './age-gate-script';

const ROOT_ELEMENT = '<div id="root"></div>';

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
 */
export function withBody(shell: string, { body, styles }: PrerenderedHtml): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The app shell has no ${ROOT_ELEMENT}.`);
  const gate = body.includes(` ${AGE_GATE_ATTRIBUTE}`) ? `<script>${AGE_GATE_SCRIPT}</script>` : '';
  return shell
    .replace('</head>', () => `  ${styles}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${untilTheAppRuns(body)}</div>${gate}`);
}
