/**
 * The link risk check the admin sees before turning a link into a product, also stored with
 * every submission. Flags are hints for a human: none blocks.
 */
import { LIMITS } from '../core/constants';
import { parseUrl } from './canonical-link';
import { LINK_RISK_MESSAGES } from './messages';

export type LinkRiskLevel = 'ok' | 'warn' | 'danger';

export type LinkRiskCode =
  | 'empty'
  | 'invalid'
  | 'dangerous_scheme'
  | 'not_https'
  | 'credentials'
  | 'punycode'
  | 'ip_host'
  | 'shortener'
  | 'suspicious_tld'
  | 'suspicious_keywords'
  | 'too_long';

export interface LinkRiskFlag {
  code: LinkRiskCode;
  message: string;
}

export interface LinkRisk {
  level: LinkRiskLevel;
  flags: LinkRiskFlag[];
}

/** Flags that make a link unusable on their own; every other flag is a warning. */
const DANGER_CODES: ReadonlySet<LinkRiskCode> = new Set(['empty', 'invalid', 'dangerous_scheme']);
/** Several warnings together are as bad as one danger (e.g. an IP host, over http, "login"). */
const WARNINGS_FOR_DANGER = 3;

export const URL_SHORTENERS: readonly string[] = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'rb.gy',
  'shorturl.at',
  'tiny.cc',
  't.ly',
  'bl.ink',
  'lnkd.in',
  's.id',
  'adf.ly',
  'shorte.st',
  'clck.ru',
  'qr.ae',
  'soo.gd',
  'short.io',
  'tr.im',
  'x.co',
];

/** TLDs that are cheap, abused, or (.zip, .mov) easy to confuse with file names. */
export const SUSPICIOUS_TLDS: readonly string[] = [
  'zip',
  'mov',
  'xyz',
  'top',
  'tk',
  'gq',
  'ml',
  'cf',
  'ga',
  'work',
  'click',
  'country',
  'kim',
  'loan',
  'men',
  'date',
  'faith',
  'racing',
  'review',
  'stream',
  'download',
  'gdn',
  'buzz',
  'rest',
  'fit',
  'icu',
  'cyou',
  'sbs',
];

/** Words typical of phishing, scams and pirated software, never of a video page. */
export const SUSPICIOUS_KEYWORDS: readonly string[] = [
  'login',
  'log-in',
  'signin',
  'sign-in',
  'verify',
  'verification',
  'password',
  'passwd',
  'account-update',
  'update-account',
  'secure-account',
  'free-money',
  'freemoney',
  'crack',
  'keygen',
  'warez',
  'serial-key',
  'giftcard',
  'gift-card',
  'claim-prize',
  'wallet-connect',
  'seed-phrase',
];

const flag = (code: Exclude<LinkRiskCode, 'suspicious_keywords'>): LinkRiskFlag => ({
  code,
  message: LINK_RISK_MESSAGES[code],
});

function levelOf(flags: readonly LinkRiskFlag[]): LinkRiskLevel {
  if (flags.some((f) => DANGER_CODES.has(f.code))) return 'danger';
  if (flags.length >= WARNINGS_FOR_DANGER) return 'danger';
  return flags.length > 0 ? 'warn' : 'ok';
}

const matchesHost = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

function isIpHost(host: string): boolean {
  // URL normalises IPv4 in any notation (0x7f.1, 2130706433) to dotted decimal.
  return host.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Checks one link; returns every flag that applies and the overall level. */
export function linkRiskCheck(raw: string): LinkRisk {
  const link = raw.trim();
  if (link.length === 0) return { level: 'danger', flags: [flag('empty')] };
  const flags: LinkRiskFlag[] = [];
  if (link.length > LIMITS.linkRiskLengthMax) flags.push(flag('too_long'));

  // Browsers ignore tabs, newlines and other control characters inside a scheme.
  const visible = Array.from(link)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(visible);
  const protocol = scheme?.[1]?.toLowerCase() ?? '';
  if (['javascript', 'data', 'vbscript'].includes(protocol)) {
    return { level: 'danger', flags: [flag('dangerous_scheme'), ...flags] };
  }
  const url = parseUrl(link);
  if (!url || !url.hostname || !['http:', 'https:'].includes(url.protocol)) {
    return { level: 'danger', flags: [flag('invalid'), ...flags] };
  }

  if (url.protocol !== 'https:') flags.push(flag('not_https'));
  if (url.username || url.password) flags.push(flag('credentials'));
  const host = url.hostname.replace(/\.$/, '');
  if (host.split('.').some((label) => label.startsWith('xn--'))) flags.push(flag('punycode'));
  if (isIpHost(host)) flags.push(flag('ip_host'));
  if (URL_SHORTENERS.some((s) => matchesHost(host.replace(/^www\./, ''), s))) {
    flags.push(flag('shortener'));
  }
  const tld = host.split('.').pop() ?? '';
  if (!isIpHost(host) && SUSPICIOUS_TLDS.includes(tld)) flags.push(flag('suspicious_tld'));

  const haystack = decoded(`${host}${url.pathname}${url.search}`).toLowerCase();
  const words = SUSPICIOUS_KEYWORDS.filter((word) => haystack.includes(word));
  if (words.length > 0) {
    flags.push({
      code: 'suspicious_keywords',
      message: `The link contains suspicious words: ${words.join(', ')}.`,
    });
  }
  return { level: levelOf(flags), flags };
}
