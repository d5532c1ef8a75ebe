/**
 * A local stand-in for production Hosting's compression, which the Hosting emulator lacks:
 * a reverse proxy that forwards every request to the emulator and, like Hosting, answers text
 * (HTML, JavaScript, CSS, JSON, XML, SVG) with Brotli or gzip when the browser accepts it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Starts the proxy on 127.0.0.1 (a free port); resolves to its origin and a stop function. */
export async function startCompressingProxy(
  target: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = COMPRESSIBLE.test(type)
          ? encodingFor(req.headers['accept-encoding'])
          : null;
        const headers = { ...answer.headers };
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        const compressor =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : createGzip({ level: 9 });
        answer.pipe(compressor).pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
