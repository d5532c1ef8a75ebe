// The one inline script of the site. A prerendered page that carries the age gate (home) shows
// it before the app's JavaScript runs; a visitor who accepted the gate in this tab less than
// 30 minutes ago must not see it flash. This script runs right after the prerendered body, before
// the first paint, and removes the gate for them (what the app's own check decides afterwards);
// for everyone else it makes the page behind the gate inert, as the app's gate does.
// The Content-Security-Policy allows exactly this script by its hash (web/build/hosting.test.ts).
import { createHash } from 'node:crypto';
import { AGE_GATE_STORAGE_KEY, LIMITS } from '@xmates/domain';

/** The attribute the gate's overlay carries (web/src/components/age-gate/age-gate-overlay.tsx). */
export const AGE_GATE_ATTRIBUTE = 'data-age-gate';

// Same rule as the domain's ageGateValid over the record ageGateRecord writes, and the same
// siblings made inert as web/src/components/age-gate/age-gate-overlay.tsx.
export const AGE_GATE_SCRIPT = [
  '(function(){var ok=false;',
  `try{var a=Date.now()-JSON.parse(sessionStorage.getItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)})).acceptedAt;`,
  `ok=a>=0&&a<${LIMITS.ageGateValidityMs}}catch(e){}`,
  `document.querySelectorAll("[${AGE_GATE_ATTRIBUTE}]").forEach(function(g){`,
  'if(ok)return g.remove();',
  'for(var n=g;n.parentElement&&n!==document.body;n=n.parentElement)',
  'for(var s=n.parentElement.firstElementChild;s;s=s.nextElementSibling)if(s!==n)s.inert=true',
  '})})()',
].join('');

/** The script-src source that allows the script. */
export const AGE_GATE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AGE_GATE_SCRIPT).digest('base64')}'`;
