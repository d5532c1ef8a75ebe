// POST /api/contact: public (a signed-in sender is recorded), rate limited per client address.
import { Router } from 'express';
import { contactBody } from '@xmates/domain';
import { config } from '../config';
import { sendContact } from '../handlers/contact';
import { consumeRateLimits } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { optionalToken, optionalUser } from '../middleware/auth';

export function contactRouter(): Router {
  const router = Router();
  router.post('/', optionalUser, async (req, res) => {
    const body = parseBody(contactBody, req.body);
    // Every attempt counts, refused ones and the honeypot's too: the captcha is not free to try.
    await consumeRateLimits([
      { scope: 'contact-ip', key: req.ip ?? 'unknown', ...config.contactLimit },
    ]);
    const uid = optionalToken(res)?.uid ?? null;
    res.json(await sendContact(body, { uid, ip: req.ip }));
  });
  return router;
}
