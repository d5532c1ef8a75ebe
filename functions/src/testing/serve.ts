// Unit tests that send real HTTP requests to an Express app: it listens on a free local port
// for the file's tests and closes after them.
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';

/** Serves the app during the file's tests; `url()` is its base URL once they run. */
export function serveDuringTests(app: Express): { url: () => string } {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const server = app.listen(0);
    await new Promise((done) => server.once('listening', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  return { url: () => base };
}
