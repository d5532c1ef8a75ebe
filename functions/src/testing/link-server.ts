// The link checker's tests (services/link-fetch.test.ts, tests/api/link-health.test.ts, the
// browser test): a local HTTP server that plays the outgoing links, listening for the file's
// tests. It keeps every request it got, and when each came and was answered (how many were in
// flight at once).
//   /ok                    200
//   /?status=N             N
//   /no-head               405 to HEAD, 200 to GET
//   /redirect?hops=N       N redirects (302), then 200
//   /to?target=URL         one redirect (301) to URL
//   /slow?ms=N             200 after N ms (1,000 by default)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { RequestTime } from './in-flight';

export interface SeenRequest {
  method: string;
  url: string;
  agent: string;
}

/**
 * Serves during the file's tests; `origin()` once they run, `seen` every request it got,
 * `times` when each came and ended.
 */
export function serveLinksDuringTests(): {
  origin: () => string;
  seen: SeenRequest[];
  times: RequestTime[];
} {
  const seen: SeenRequest[] = [];
  const times: RequestTime[] = [];
  let server: Server | null = null;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const agent = req.headers['user-agent'] ?? '';
      seen.push({ method: req.method ?? '', url: req.url ?? '', agent });
      const time: RequestTime = { url: req.url ?? '', at: Date.now(), done: null };
      times.push(time);
      res.on('close', () => {
        time.done = Date.now();
      });
      const url = new URL(req.url ?? '/', 'http://local');
      const number = (name: string, fallback: number) =>
        Number(url.searchParams.get(name) ?? fallback);
      const hops = number('hops', 0);
      if (url.pathname === '/redirect' && hops > 0) {
        res.writeHead(302, { Location: `/redirect?hops=${hops - 1}` }).end();
      } else if (url.pathname === '/to') {
        res.writeHead(301, { Location: url.searchParams.get('target') ?? '/' }).end();
      } else if (url.pathname === '/no-head' && req.method === 'HEAD') {
        res.writeHead(405).end();
      } else if (url.pathname === '/slow') {
        setTimeout(() => res.writeHead(200).end(), number('ms', 1_000));
      } else {
        res.writeHead(number('status', 200)).end('body');
      }
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return { origin: () => origin, seen, times };
}
