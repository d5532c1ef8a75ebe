import express from 'express';
import { describe, expect, it } from 'vitest';
import { serveDuringTests } from '../testing/serve';
import { RATE_CLOCK_HEADER, rateClock } from './rate-clock';

const NAMED = Date.UTC(2100, 0, 1, 0, 0, 1);

describe('rateClock', () => {
  it('runs here as in production', () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
  });

  const app = express();
  // As deployed: the runtime sets no FUNCTIONS_EMULATOR (nor does this unit test's process).
  app.get('/production', (req, res) => {
    res.json({ now: rateClock(req) });
  });
  app.get('/emulator', (req, res) => {
    res.json({ now: rateClock(req, true) });
  });
  const { url } = serveDuringTests(app);

  async function clockAt(path: string, value?: string): Promise<number> {
    const headers: Record<string, string> =
      value === undefined ? {} : { [RATE_CLOCK_HEADER]: value };
    const res = await fetch(`${url()}${path}`, { headers });
    return ((await res.json()) as { now: number }).now;
  }

  it('ignores the header off the emulator: production counts by the wall clock', async () => {
    const before = Date.now();
    const now = await clockAt('/production', String(NAMED));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('takes the named time on the emulator', async () => {
    expect(await clockAt('/emulator', String(NAMED))).toBe(NAMED);
  });

  it('takes the wall clock on the emulator when the header is missing or not a time', async () => {
    for (const value of [undefined, '', 'soon', '-5', '1.5', '1e400']) {
      const before = Date.now();
      const now = await clockAt('/emulator', value);
      expect(now, String(value)).toBeGreaterThanOrEqual(before);
      expect(now, String(value)).toBeLessThanOrEqual(Date.now());
    }
  });
});
