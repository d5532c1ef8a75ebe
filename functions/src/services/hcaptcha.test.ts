// hCaptcha's siteverify answer as production reads it (outside the emulator, as here): fetch is
// stubbed with hCaptcha's answer, since no test may reach hCaptcha.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaAnswerPasses, verifyCaptcha } from './hcaptcha';

const SITE_KEY = '8a4e1c2f-0000-4000-8000-site00key001';
const HOST = 'xmates.example';

function answerWith(body: Record<string, unknown>) {
  const fetchStub = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve(Response.json(body)),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The form the first call to hCaptcha sent. */
function sentForm(fetchStub: ReturnType<typeof answerWith>): URLSearchParams {
  const body = fetchStub.mock.calls[0]?.[1]?.body;
  if (!(body instanceof URLSearchParams)) throw new Error('hCaptcha was not sent a form');
  return body;
}

beforeEach(() => {
  process.env.SITE_URL = `https://${HOST}`;
  process.env.HCAPTCHA_SITE_KEY = SITE_KEY;
  process.env.HCAPTCHA_SECRET = '0x-test-secret';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.SITE_URL;
  delete process.env.HCAPTCHA_SITE_KEY;
  delete process.env.HCAPTCHA_SECRET;
});

describe('captchaAnswerPasses', () => {
  const expected = { siteKey: SITE_KEY, hostname: HOST };

  it('passes a success for this site key on this host', () => {
    expect(
      captchaAnswerPasses({ success: true, hostname: HOST, sitekey: SITE_KEY }, expected),
    ).toBe(true);
    expect(captchaAnswerPasses({ success: true, hostname: 'XMATES.example' }, expected)).toBe(true);
  });

  it.each([
    ['a failure', { success: false, hostname: HOST, sitekey: SITE_KEY }],
    ['another host', { success: true, hostname: 'evil.example', sitekey: SITE_KEY }],
    ['a sub-domain look-alike', { success: true, hostname: `${HOST}.evil.example` }],
    ['no host', { success: true, sitekey: SITE_KEY }],
    ['another site key', { success: true, hostname: HOST, sitekey: 'someone-elses-key' }],
  ])('refuses %s', (_what, answer) => {
    expect(captchaAnswerPasses(answer, expected)).toBe(false);
  });
});

describe('verifyCaptcha in production', () => {
  it('names the expected site key and the client address to siteverify', async () => {
    const fetchStub = answerWith({ success: true, hostname: HOST, sitekey: SITE_KEY });
    expect(await verifyCaptcha('P1_token', '203.0.113.7')).toBe(true);
    const form = sentForm(fetchStub);
    expect(Object.fromEntries(form)).toEqual({
      secret: '0x-test-secret',
      response: 'P1_token',
      sitekey: SITE_KEY,
      remoteip: '203.0.113.7',
    });
  });

  it('sends no remote address it does not know', async () => {
    const fetchStub = answerWith({ success: true, hostname: HOST });
    expect(await verifyCaptcha('P1_token', 'unknown')).toBe(true);
    const form = sentForm(fetchStub);
    expect(form.has('remoteip')).toBe(false);
  });

  it('refuses a token solved on another site or for another key', async () => {
    answerWith({ success: true, hostname: 'evil.example', sitekey: SITE_KEY });
    expect(await verifyCaptcha('P1_token', '203.0.113.7')).toBe(false);
    answerWith({ success: true, hostname: HOST, sitekey: 'someone-elses-key' });
    expect(await verifyCaptcha('P1_token', '203.0.113.7')).toBe(false);
    answerWith({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verifyCaptcha('P1_token', '203.0.113.7')).toBe(false);
  });

  it('fails loudly on an answer of an unknown shape', async () => {
    answerWith({ ok: 'yes' });
    await expect(verifyCaptcha('P1_token', '203.0.113.7')).rejects.toThrow(/unknown shape/);
  });
});
