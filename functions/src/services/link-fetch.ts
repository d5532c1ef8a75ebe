// The link checker's one HTTP check of an outgoing link (issue 26 item 1): HEAD, then GET when
// HEAD is refused (405, 501, or the connection dropped) and to confirm a dead answer; redirects
// followed by hand, at most maxRedirects; one deadline for the whole check; a User-Agent that
// names the site. Only http(s) to public addresses: the host is resolved here (every address
// must be public, services/public-address.ts), the connection goes to the address that was
// checked (a pinned lookup, so DNS rebinding cannot swap it), and each redirect's target is
// judged again before it is asked. A refused address is never connected to.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { verdictOfStatus, type LinkVerdict } from '@xmates/domain';
import { mayConnect } from './public-address';

export interface LinkCheckResult {
  verdict: LinkVerdict;
  /** The final HTTP status, or null when no answer came. */
  status: number | null;
  reason: string;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** One request to a checked address: its status and Location header. */
export interface PinnedRequest {
  url: URL;
  method: 'HEAD' | 'GET';
  address: ResolvedAddress;
  userAgent: string;
  signal: AbortSignal;
}

export interface HopResponse {
  status: number;
  location: string | null;
}

export interface LinkCheckOptions {
  userAgent: string;
  /** The whole check, every hop and DNS included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Loopback addresses pass (the emulator only, so tests can run a local server). */
  allowLoopback: boolean;
  /** Every address of a host name (DNS by default). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Sends one request (node:http/https by default): a unit test's stub sees every attempt. */
  send?: (request: PinnedRequest) => Promise<HopResponse>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** HEAD answers that mean "ask with GET": refused methods, and dead answers to confirm. */
const ASK_AGAIN_WITH_GET = new Set([405, 501, 404, 410]);

class Refused extends Error {}
class UnknownHost extends Error {}

async function resolveAll(hostname: string): Promise<ResolvedAddress[]> {
  return dnsLookup(hostname, { all: true, verbatim: true });
}

/** The connection's lookup: always the address that was checked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function sendRequest({ url, method, address, userAgent, signal }: PinnedRequest) {
  return new Promise<HopResponse>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const req = client.request(
      {
        method,
        host: hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { 'User-Agent': userAgent, Accept: '*/*' },
        lookup: pinnedLookup(address),
        agent: false,
        signal,
        ...(isIP(hostname) ? {} : { servername: hostname }),
      },
      (res: IncomingMessage) => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
        // The body is never read.
        res.destroy();
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The checked address to connect to for this URL, or why none may be used. */
async function addressOf(url: URL, options: LinkCheckOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Refused(`not http(s): ${url.protocol}`);
  }
  if (url.username || url.password) throw new Refused('credentials in the link');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await (options.resolve ?? resolveAll)(hostname);
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOTFOUND') throw new UnknownHost(hostname);
      throw err;
    }
  }
  const first = addresses[0];
  if (!first) throw new UnknownHost(hostname);
  const refused = addresses.find((a) => !mayConnect(a.address, options.allowLoopback));
  if (refused) throw new Refused(`address not public: ${refused.address}`);
  return first;
}

/** HEAD, and GET when HEAD is refused or answers dead (some servers mishandle HEAD). */
async function ask(
  url: URL,
  address: ResolvedAddress,
  options: LinkCheckOptions,
  signal: AbortSignal,
): Promise<HopResponse> {
  const send = options.send ?? sendRequest;
  const request = { url, address, userAgent: options.userAgent, signal };
  try {
    const head = await send({ ...request, method: 'HEAD' });
    if (!ASK_AGAIN_WITH_GET.has(head.status)) return head;
  } catch (err) {
    if (signal.aborted) throw err;
  }
  return send({ ...request, method: 'GET' });
}

const statusReason = (status: number) => `${status} ${STATUS_CODES[status] ?? ''}`.trim();

async function follow(
  link: string,
  options: LinkCheckOptions,
  signal: AbortSignal,
): Promise<LinkCheckResult> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { verdict: 'unknown', status: null, reason: 'not a valid link' };
  }
  for (let redirects = 0; ; redirects++) {
    const address = await addressOf(url, options);
    const answer = await ask(url, address, options, signal);
    if (REDIRECTS.has(answer.status) && answer.location) {
      if (redirects >= options.maxRedirects) {
        return {
          verdict: 'unknown',
          status: answer.status,
          reason: `more than ${options.maxRedirects} redirects`,
        };
      }
      try {
        url = new URL(answer.location, url);
      } catch {
        return { verdict: 'unknown', status: answer.status, reason: 'invalid redirect' };
      }
      continue;
    }
    return {
      verdict: verdictOfStatus(answer.status),
      status: answer.status,
      reason: statusReason(answer.status),
    };
  }
}

/** Rejects when the signal aborts (DNS lookups cannot be cancelled, only abandoned). */
function deadline(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
  });
}

/** Checks one link; never throws: whatever goes wrong is an unknown verdict with its reason. */
export async function checkLink(link: string, options: LinkCheckOptions): Promise<LinkCheckResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const timeout = deadline(controller.signal);
  timeout.catch(() => undefined);
  try {
    return await Promise.race([follow(link, options, controller.signal), timeout]);
  } catch (err) {
    if (controller.signal.aborted) {
      return {
        verdict: 'unknown',
        status: null,
        reason: `timeout after ${options.timeoutMs / 1000} s`,
      };
    }
    if (err instanceof UnknownHost) {
      return { verdict: 'dead', status: null, reason: `unknown host ${err.message}` };
    }
    if (err instanceof Refused) return { verdict: 'unknown', status: null, reason: err.message };
    const code = (err as { code?: unknown }).code;
    return {
      verdict: 'unknown',
      status: null,
      reason: typeof code === 'string' ? code : 'request failed',
    };
  } finally {
    clearTimeout(timer);
  }
}
