// /api/admin/users/...: User Communication. Mounted inside adminRouter, behind its admin gate.
import { Router } from 'express';
import { LIMITS, adminMessageBody } from '@xmates/domain';
import { searchUsers, sendAdminMessage } from '../handlers/admin-users';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { rateLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { currentToken } from '../middleware/auth';

export function adminUsersRouter(): Router {
  const router = Router();

  router.get('/users/search', async (req, res) => {
    const q = (readQuery(req.query, ['q']).q ?? '').trim();
    if (q.length < 1 || q.length > LIMITS.userSearchQueryMax) {
      throw new HttpError(
        400,
        `q must be 1 to ${LIMITS.userSearchQueryMax} characters: the start of an e-mail or a display name.`,
        { field: 'q' },
      );
    }
    res.json(await searchUsers(q));
  });

  router.post('/users/:uid/message', rateLimit('action', 'comment'), async (req, res) => {
    const { message = '' } = parseBody(adminMessageBody, req.body);
    const adminUid = currentToken(res).uid;
    res.status(201).json(await sendAdminMessage(adminUid, String(req.params.uid), message));
  });

  return router;
}
