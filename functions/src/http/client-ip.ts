// The client address every per-address budget and the captcha check use. X-Forwarded-For is a
// list every proxy appends to, and its left part is whatever the client wrote: only the entries
// Google's own front ends appended (config.trustedProxyHops, counted from the right) are
// trusted, and the left-most of those is the client. Express's `trust proxy` stays off, so
// req.ip, req.protocol and req.host never read forwarded headers either.
import { isIP, isIPv4 } from 'node:net';
import type { Request } from 'express';
import { config } from '../config';

/** What a request's address is keyed as when no trusted entry or socket address names one. */
export const UNKNOWN_ADDRESS = 'unknown';

/** One key per address: IPv6 in lower case, an IPv4-mapped IPv6 address as its IPv4 form. */
function addressKey(value: string | undefined): string {
  if (!value || !isIP(value)) return UNKNOWN_ADDRESS;
  const lower = value.toLowerCase();
  const mapped = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : '';
  return isIPv4(mapped) ? mapped : lower;
}

/**
 * The client address from an X-Forwarded-For value (one header, or several joined by commas)
 * and the socket's peer: the entry `trustedHops` from the right, or the left-most entry when
 * fewer were appended (they all come from trusted proxies then); the socket's peer when no
 * proxy is trusted or the header is missing. Never an entry left of the trusted ones.
 */
export function trustedClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const peer = addressKey(socketAddress);
  if (trustedHops <= 0 || forwardedFor === undefined) return peer;
  const entries = [forwardedFor]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return peer;
  return addressKey(entries[Math.max(0, entries.length - trustedHops)]);
}

export function clientIp(req: Request): string {
  return trustedClientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    config.trustedProxyHops,
  );
}
