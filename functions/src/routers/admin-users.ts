// /api/admin/users/...: User Communication and the deletion of a member's personal data.
// Mounted inside adminRouter, behind its admin gate.
import { Router } from 'express';
import {
  LIMITS,
  NOTIFICATION_MESSAGES,
  adminMessageBody,
  deleteMemberDataBody,
} from '@xmates/domain';
import { searchUsers, sendAdminMessage } from '../handlers/admin-users';
import { deleteMemberData } from '../handlers/delete-member-data';
import { HttpError } from '../http/http-error';
import { intParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentAdmin, currentToken } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function adminUsersRouter(): Router {
  const router = checkParams(Router(), {
    uid: answer404(NOTIFICATION_MESSAGES.userNotFound),
  });

  router.get('/users/search', async (req, res) => {
    const query = readQuery(req.query, ['q', 'page']);
    const q = (query.q ?? '').trim();
    const page = intParam(query, 'page', { min: 1, max: LIMITS.userSearchPagesMax, fallback: 1 });
    if (q.length < 1 || q.length > LIMITS.userSearchQueryMax) {
      throw new HttpError(
        400,
        `q must be 1 to ${LIMITS.userSearchQueryMax} characters: the start of an e-mail or a display name.`,
        { field: 'q' },
      );
    }
    res.json(await searchUsers(q, page));
  });

  router.post('/users/:uid/message', rateLimit('action', 'comment'), async (req, res) => {
    const { message = '' } = parseBody(adminMessageBody, req.body);
    const adminUid = currentToken(res).uid;
    res.status(201).json(await sendAdminMessage(adminUid, pathParam(req, 'uid'), message));
  });

  router.post('/users/:uid/delete-data', rateLimit('action'), async (req, res) => {
    const { confirm } = parseBody(deleteMemberDataBody, req.body);
    res.json(await deleteMemberData(pathParam(req, 'uid'), confirm, currentAdmin(res)));
  });

  return router;
}
