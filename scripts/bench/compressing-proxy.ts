/**
 * A local stand-in for what production Hosting does and the Hosting emulator does not: HTTP/2
 * over TLS (many requests share one connection) and text compression. A reverse proxy that
 * forwards every request to the emulator and answers text (HTML, JavaScript, CSS, JSON, XML,
 * SVG) with Brotli or gzip when the browser accepts it. Its certificate is self-signed
 * (openssl, made once under .cache/), so the browser must be told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** Connection-level headers HTTP/2 forbids in an answer. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A self-signed certificate for 127.0.0.1, made once with openssl. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'proxy-key.pem');
  const cert = join(dir, 'proxy-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the proxy on 127.0.0.1 (a free port); resolves to its origin and a stop function. */
export async function startCompressingProxy(
  target: string,
  certDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...certificate(certDir), allowHTTP1: true });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':')) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
    headers['x-forwarded-proto'] = 'https';
    headers['accept-encoding'] = 'identity';
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.includes(name)),
        );
        const type = String(out['content-type'] ?? '');
        const encoding = COMPRESSIBLE.test(type)
          ? encodingFor(req.headers['accept-encoding'])
          : null;
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          return;
        }
        delete out['content-length'];
        out['content-encoding'] = encoding;
        out.vary = [out.vary ?? [], 'Accept-Encoding'].flat().filter(Boolean).join(', ');
        res.writeHead(answer.statusCode ?? 502, out);
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
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
