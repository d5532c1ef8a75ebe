import { describe, expect, it } from 'vitest';
import { serveLinksDuringTests } from '../testing/link-server';
import { checkLink, type LinkCheckOptions, type PinnedRequest } from './link-fetch';

const USER_AGENT = 'xmates-link-checker/1.0 (+https://xmates.example/about)';
const base: LinkCheckOptions = {
  userAgent: USER_AGENT,
  timeoutMs: 2_000,
  maxRedirects: 3,
  allowLoopback: false,
};

/** The addresses the bad-input tests name, as links. */
const REFUSED_LINKS = ['http://10.0.0.1/', 'http://[::ffff:127.0.0.1]/', 'http://2130706433/'];

describe('checkLink outside the emulator: refused without a request', () => {
  /** A transport that fails the test if any connection is attempted. */
  const attempts: PinnedRequest[] = [];
  const noConnection: LinkCheckOptions = {
    ...base,
    resolve: () => Promise.reject(new Error('no DNS lookup expected')),
    send: (request) => {
      attempts.push(request);
      return Promise.reject(new Error(`connection attempted to ${request.url.href}`));
    },
  };

  for (const link of [
    ...REFUSED_LINKS,
    'http://0x7f.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
  ]) {
    it(`refuses ${link}`, async () => {
      const result = await checkLink(link, noConnection);
      expect(result.verdict).toBe('unknown');
      expect(result.reason).toMatch(/^address not public/);
      expect(attempts).toEqual([]);
    });
  }

  it('refuses a host name when any of its addresses is not public', async () => {
    const result = await checkLink('http://mixed.example/', {
      ...noConnection,
      resolve: () =>
        Promise.resolve([
          { address: '93.184.215.14', family: 4 },
          { address: '192.168.0.10', family: 4 },
        ]),
    });
    expect(result.reason).toBe('address not public: 192.168.0.10');
    expect(attempts).toEqual([]);
  });

  it('refuses other schemes', async () => {
    for (const link of ['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect((await checkLink(link, noConnection)).verdict).toBe('unknown');
    }
    expect(attempts).toEqual([]);
  });

  for (const target of REFUSED_LINKS) {
    it(`follows no redirect to ${target}`, async () => {
      const sent: string[] = [];
      const result = await checkLink('http://public.example/video', {
        ...base,
        resolve: () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]),
        send: (request) => {
          sent.push(`${request.method} ${request.url.href} @${request.address.address}`);
          if (request.url.hostname !== 'public.example') {
            return Promise.reject(new Error('connection attempted to a refused address'));
          }
          return Promise.resolve({ status: 302, location: target });
        },
      });
      expect(result).toMatchObject({ verdict: 'unknown', status: null });
      expect(result.reason).toMatch(/^address not public/);
      expect(sent).toEqual(['HEAD http://public.example/video @93.184.215.14']);
    });
  }

  it('connects to the address it checked, not to a second lookup', async () => {
    const sent: PinnedRequest[] = [];
    let lookups = 0;
    await checkLink('http://rebind.example/', {
      ...base,
      resolve: () => {
        lookups += 1;
        return Promise.resolve([
          { address: lookups === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 },
        ]);
      },
      send: (request) => {
        sent.push(request);
        return Promise.resolve({ status: 200, location: null });
      },
    });
    expect(lookups).toBe(1);
    expect(sent.map((r) => r.address.address)).toEqual(['93.184.215.14']);
  });

  it('calls an unknown host dead', async () => {
    const result = await checkLink('http://gone.example/', {
      ...noConnection,
      resolve: () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' })),
    });
    expect(result).toEqual({ verdict: 'dead', status: null, reason: 'unknown host gone.example' });
  });
});

describe('checkLink against a local server (loopback allowed, as on the emulator)', () => {
  const { origin, seen } = serveLinksDuringTests();

  const check = (path: string, options: Partial<LinkCheckOptions> = {}) =>
    checkLink(`${origin()}${path}`, { ...base, allowLoopback: true, ...options });

  it('calls 200 alive with one HEAD that names the site', async () => {
    seen.length = 0;
    expect(await check('/ok')).toEqual({ verdict: 'alive', status: 200, reason: '200 OK' });
    expect(seen).toEqual([{ method: 'HEAD', url: '/ok', agent: USER_AGENT }]);
  });

  it('calls 404 and 410 dead (confirmed by GET), 500, 403 and 429 unknown', async () => {
    seen.length = 0;
    expect(await check('/?status=404')).toMatchObject({ verdict: 'dead', status: 404 });
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
    expect(await check('/?status=410')).toMatchObject({ verdict: 'dead', status: 410 });
    for (const status of [500, 403, 429, 401]) {
      expect(await check(`/?status=${status}`)).toMatchObject({ verdict: 'unknown', status });
    }
  });

  it('asks with GET when HEAD is refused with 405', async () => {
    seen.length = 0;
    expect(await check('/no-head')).toMatchObject({ verdict: 'alive', status: 200 });
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
  });

  it('follows up to 3 redirects, and calls a 4th unknown', async () => {
    expect(await check('/redirect?hops=3')).toMatchObject({ verdict: 'alive', status: 200 });
    expect(await check('/redirect?hops=4')).toEqual({
      verdict: 'unknown',
      status: 302,
      reason: 'more than 3 redirects',
    });
  });

  it('judges every redirect target again, even on the emulator', async () => {
    for (const target of ['http://10.0.0.1/', 'http://[fd00::1]/', 'http://169.254.169.254/']) {
      seen.length = 0;
      const result = await check(`/to?target=${encodeURIComponent(target)}`);
      expect(result.reason).toMatch(/^address not public/);
      expect(seen).toHaveLength(1);
    }
  });

  it('calls a timeout unknown', async () => {
    expect(await check('/slow?ms=1000', { timeoutMs: 200 })).toEqual({
      verdict: 'unknown',
      status: null,
      reason: 'timeout after 0.2 s',
    });
  });

  it('connects a host name to the address it resolved and checked (the pinned lookup)', async () => {
    seen.length = 0;
    const port = new URL(origin()).port;
    const result = await checkLink(`http://links.test:${port}/ok`, {
      ...base,
      allowLoopback: true,
      resolve: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });
    expect(result.verdict).toBe('alive');
    expect(seen).toEqual([{ method: 'HEAD', url: '/ok', agent: USER_AGENT }]);
  });

  it('refuses the same local server outside the emulator, without a request', async () => {
    seen.length = 0;
    const result = await checkLink(`${origin()}/ok`, base);
    expect(result.reason).toBe('address not public: 127.0.0.1');
    expect(seen).toEqual([]);
  });
});
