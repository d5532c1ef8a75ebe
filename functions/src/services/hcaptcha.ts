// Captcha verification. Production asks hCaptcha's siteverify endpoint with the secret from
// Secret Manager, naming the site key it expects, and takes an answer only when it is a success
// for this site's key and this site's host: a token solved on another site (for another key or
// on another host) is refused. The emulator cannot reach hCaptcha, so it accepts exactly
// hCaptcha's documented test token and nothing else; that branch is keyed on
// FUNCTIONS_EMULATOR, which the deployed runtime never sets.
import { isIP } from 'node:net';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { HCAPTCHA_TEST_TOKEN } from '@xmates/domain';
import { config, hcaptchaSiteKey, secrets, siteOrigin } from '../config';

/** The siteverify answer's fields this check reads (docs.hcaptcha.com, server-side verify). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  sitekey: z.string().optional(),
});

export interface CaptchaExpectation {
  siteKey: string;
  hostname: string;
}

/**
 * Whether a siteverify answer passes: a success, solved on this site's host, and, when the
 * answer names its site key, for this site's key (the request names the key too, so hCaptcha
 * itself refuses a token of another key). Anything else is refused.
 */
export function captchaAnswerPasses(
  answer: z.infer<typeof siteverifyAnswer>,
  expected: CaptchaExpectation,
): boolean {
  if (!answer.success) return false;
  if (answer.hostname?.toLowerCase() !== expected.hostname.toLowerCase()) return false;
  return answer.sitekey === undefined || answer.sitekey === expected.siteKey;
}

export async function verifyCaptcha(token: string, remoteIp: string | undefined): Promise<boolean> {
  if (config.isEmulator) return token === HCAPTCHA_TEST_TOKEN;
  const expected = { siteKey: hcaptchaSiteKey(), hostname: new URL(siteOrigin()).hostname };
  const form = new URLSearchParams({
    secret: secrets.hcaptchaSecret.value(),
    response: token,
    sitekey: expected.siteKey,
  });
  if (remoteIp && isIP(remoteIp)) form.set('remoteip', remoteIp);
  const res = await fetch(config.hcaptchaVerifyUrl, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`hCaptcha siteverify answered ${res.status}`);
  const answer = siteverifyAnswer.safeParse(await res.json());
  if (!answer.success) throw new Error('hCaptcha siteverify answered an unknown shape');
  const passed = captchaAnswerPasses(answer.data, expected);
  if (!passed) {
    logger.info('contact.captcha_refused', {
      success: answer.data.success,
      hostname: answer.data.hostname ?? null,
      sitekey: answer.data.sitekey ?? null,
    });
  }
  return passed;
}
