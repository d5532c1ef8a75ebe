// The client address behind Google's front ends: only the X-Forwarded-For entries they appended
// are trusted (config.trustedProxyHops from the right), never what a client wrote to their left.
// The emulator appends nothing, so production's chain is written out here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { config } from '../config';
import { createPagesApp } from '../pages-app';
import { serveDuringTests } from '../testing/serve';
import { UNKNOWN_ADDRESS, clientIp, trustedClientAddress } from './client-ip';

const CLIENT = '203.0.113.7';
/** The address of the front end that serves Hosting, appended by Cloud Run's front end. */
const HOSTING_EDGE = '35.191.10.20';
const SOCKET = '169.254.8.1';

describe('trustedClientAddress', () => {
  it('ignores forged left-most entries, however they rotate', () => {
    for (const forged of ['198.51.100.1', '198.51.100.2', '10.0.0.1, 10.0.0.2', '::1']) {
      const header = `${forged}, ${CLIENT}, ${HOSTING_EDGE}`;
      expect(trustedClientAddress(header, SOCKET, 2), header).toBe(CLIENT);
    }
  });

  it('counts the trusted hops from the right', () => {
    const chain = '192.0.2.1, 192.0.2.2, 192.0.2.3, 192.0.2.4';
    expect(trustedClientAddress(chain, SOCKET, 1)).toBe('192.0.2.4');
    expect(trustedClientAddress(chain, SOCKET, 2)).toBe('192.0.2.3');
    expect(trustedClientAddress(chain, SOCKET, 3)).toBe('192.0.2.2');
    expect(trustedClientAddress(chain, SOCKET, 4)).toBe('192.0.2.1');
  });

  it('takes the left-most entry when fewer than the trusted hops were appended', () => {
    // A request that reached Cloud Run without Hosting: its front end appended the one entry.
    expect(trustedClientAddress(CLIENT, SOCKET, 2)).toBe(CLIENT);
    expect(trustedClientAddress(` ${CLIENT} ,, `, SOCKET, 2)).toBe(CLIENT);
  });

  it('reads repeated header lines as one list', () => {
    expect(trustedClientAddress(['198.51.100.9', `${CLIENT}, ${HOSTING_EDGE}`], SOCKET, 2)).toBe(
      CLIENT,
    );
  });

  it('uses the socket peer when the header is missing or empty, or no proxy is trusted', () => {
    expect(trustedClientAddress(undefined, SOCKET, 2)).toBe(SOCKET);
    expect(trustedClientAddress('', SOCKET, 2)).toBe(SOCKET);
    expect(trustedClientAddress(' , ', SOCKET, 2)).toBe(SOCKET);
    expect(trustedClientAddress(`${CLIENT}, ${HOSTING_EDGE}`, SOCKET, 0)).toBe(SOCKET);
    expect(trustedClientAddress(undefined, undefined, 2)).toBe(UNKNOWN_ADDRESS);
  });

  it('keys anything that is not an address in the trusted place as one unknown address', () => {
    expect(trustedClientAddress('evil, not-an-ip, 35.191.10.20', SOCKET, 2)).toBe(UNKNOWN_ADDRESS);
    expect(trustedClientAddress(`${CLIENT}:443, ${HOSTING_EDGE}`, SOCKET, 2)).toBe(UNKNOWN_ADDRESS);
  });

  it('reads IPv6 entries, one key per address', () => {
    expect(trustedClientAddress(`1.2.3.4, 2001:DB8::7, ${HOSTING_EDGE}`, SOCKET, 2)).toBe(
      '2001:db8::7',
    );
    expect(trustedClientAddress(`::ffff:${CLIENT}, ${HOSTING_EDGE}`, SOCKET, 2)).toBe(CLIENT);
    expect(trustedClientAddress(undefined, `::ffff:${SOCKET}`, 2)).toBe(SOCKET);
  });
});

describe('clientIp in production (outside the emulator)', () => {
  const app = express();
  app.get('/ip', (req, res) => {
    res.json({ ip: clientIp(req) });
  });
  const server = serveDuringTests(app);
  const ipFor = async (headers: Record<string, string>) =>
    ((await (await fetch(`${server.url()}/ip`, { headers })).json()) as { ip: string }).ip;

  it('trusts the two entries Hosting and Cloud Run append', () => {
    expect(config.trustedProxyHops).toBe(2);
  });

  it('answers the same client whatever forged entries precede the trusted ones', async () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 5; i += 1) {
      seen.add(await ipFor({ 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}, ${HOSTING_EDGE}` }));
    }
    expect([...seen]).toEqual([CLIENT]);
  });

  it('answers the socket peer without the header', async () => {
    expect(await ipFor({})).toBe('127.0.0.1');
  });
});

describe('forwarded headers elsewhere', () => {
  it('leaves Express trust proxy off in both HTTP functions', () => {
    expect(createApp({ emulatorRoutes: false }).get('trust proxy')).toBe(false);
    expect(createPagesApp('<html></html>').get('trust proxy')).toBe(false);
  });

  it('has no code reading the address, protocol or host a request claims', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const claimed = /\breq\.(ips?|protocol|host|hostname|secure|subdomains)\b|x-forwarded-host/i;
    const code = (f: string) =>
      readFileSync(join(root, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
    const readers = files.filter((f) => claimed.test(code(f)));
    expect(readers).toEqual([]);
  });
});
