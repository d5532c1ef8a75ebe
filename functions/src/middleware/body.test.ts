// The body rules without the Cloud Functions runtime in front (the emulator tests in
// tests/api cover the same rules behind it).
import express from 'express';
import { describe, expect, it } from 'vitest';
import { serveDuringTests } from '../testing/serve';
import { jsonBody } from './body';
import { errorHandler } from './errors';

const app = express();
app.use(jsonBody(1024));
app.post('/echo', (req, res) => {
  const body: unknown = req.body;
  res.json({ body: body ?? null });
});
app.use(errorHandler);

const server = serveDuringTests(app);

async function post(body: string, contentType = 'application/json') {
  const res = await fetch(`${server.url()}/echo`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('jsonBody', () => {
  it('parses JSON and treats an empty body as none', async () => {
    expect(await post('{"a":1}')).toEqual({ status: 200, json: { body: { a: 1 } } });
    expect(await post('')).toEqual({ status: 200, json: { body: null } });
  });

  it('answers malformed JSON with 400', async () => {
    expect(await post('{"a":')).toEqual({
      status: 400,
      json: { error: 'The request body is not valid JSON.', code: 'invalid-json' },
    });
  });

  it('answers oversize bodies with 413', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(2048) });
    expect(await post(big)).toEqual({
      status: 413,
      json: { error: 'The request body is too large.', code: 'payload-too-large' },
    });
  });

  it('refuses non-JSON bodies with 415', async () => {
    expect((await post('a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});
