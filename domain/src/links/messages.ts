import { LIMITS } from '../core/constants';
import type { LinkRiskCode } from './link-risk';

/** What each risk flag tells the admin (the keyword flag names the words it found). */
export const LINK_RISK_MESSAGES: Record<Exclude<LinkRiskCode, 'suspicious_keywords'>, string> = {
  empty: 'The link is empty.',
  invalid: 'The link is not a valid URL.',
  dangerous_scheme: 'The link uses a dangerous scheme (javascript: or data:).',
  not_https: 'The link does not use HTTPS.',
  credentials: 'The link contains a user name or password before the host (a phishing trick).',
  punycode: 'The host uses punycode (xn--), which can imitate another site’s name.',
  ip_host: 'The host is an IP address, not a domain name.',
  shortener: 'The link goes through a URL shortener, which hides where it really leads.',
  suspicious_tld: 'The host’s top-level domain is often used for spam or phishing.',
  too_long: `The link is longer than ${LIMITS.linkRiskLengthMax} characters.`,
};
