// POST /api/contact: public (a signed-in sender writes as their account), rate limited per
// client address and under the visitors' ceiling, with App Check when it is enforced.
import { Router } from 'express';
import { contactBody } from '@xmates/domain';
import { sendContact } from '../handlers/contact';
import { clientIp } from '../http/client-ip';
import { parseBody } from '../http/validation';
import { requireAppCheck } from '../middleware/app-check';
import { optionalToken, optionalUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function contactRouter(): Router {
  const router = Router();
  // Every attempt counts, refused ones and the honeypot's too: the captcha is not free to try.
  router.post('/', requireAppCheck(), optionalUser, rateLimit('contact'), async (req, res) => {
    const body = parseBody(contactBody, req.body);
    const token = optionalToken(res);
    const account = token ? { uid: token.uid, email: token.email ?? null } : null;
    res.json(await sendContact(body, { account, ip: clientIp(req) }));
  });
  return router;
}
