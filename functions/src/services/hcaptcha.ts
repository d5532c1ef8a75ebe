// Captcha verification. Production asks hCaptcha's siteverify endpoint with the secret from
// Secret Manager. The emulator cannot reach hCaptcha, so it accepts exactly hCaptcha's
// documented test token and nothing else; that branch is keyed on FUNCTIONS_EMULATOR, which
// the deployed runtime never sets.
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { HCAPTCHA_TEST_TOKEN } from '@xmates/domain';
import { config, secrets } from '../config';

const siteverifyAnswer = z.object({ success: z.boolean() });

export async function verifyCaptcha(token: string, remoteIp: string | undefined): Promise<boolean> {
  if (config.isEmulator) return token === HCAPTCHA_TEST_TOKEN;
  const form = new URLSearchParams({ secret: secrets.hcaptchaSecret.value(), response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  const res = await fetch(config.hcaptchaVerifyUrl, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`hCaptcha siteverify answered ${res.status}`);
  const answer = siteverifyAnswer.safeParse(await res.json());
  if (!answer.success) throw new Error('hCaptcha siteverify answered an unknown shape');
  if (!answer.data.success) logger.info('contact.captcha_refused');
  return answer.data.success;
}
