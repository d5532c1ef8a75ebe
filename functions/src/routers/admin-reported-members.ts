// /api/admin/reported-users and /api/admin/suspensions: the Reported members list, its
// outcomes, and lifting a suspension or ban. Mounted inside the /api/admin router, behind its
// admin gate and the admin budget.
import { Router } from 'express';
import {
  MEMBER_REPORT_MESSAGES,
  emptyBody,
  resolveMemberBody,
  type ReportedMembersPage,
} from '@xmates/domain';
import { liftSuspension, listReportedMembers, resolveMember } from '../handlers/reported-members';
import { cursorParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentAdmin } from '../middleware/auth';

export function adminReportedMembersRouter(): Router {
  const router = checkParams(Router(), {
    uid: answer404(MEMBER_REPORT_MESSAGES.memberNotFound),
  });

  router.get('/reported-users', async (req, res) => {
    const q = readQuery(req.query, ['after']);
    res.json((await listReportedMembers(cursorParam(q, 'after'))) satisfies ReportedMembersPage);
  });

  router.post('/reported-users/:uid/resolve', async (req, res) => {
    const input = parseBody(resolveMemberBody, req.body);
    res.json(await resolveMember(pathParam(req, 'uid'), input, currentAdmin(res)));
  });

  router.delete('/suspensions/:uid', async (req, res) => {
    parseBody(emptyBody, req.body ?? {});
    res.json(await liftSuspension(pathParam(req, 'uid'), currentAdmin(res)));
  });

  return router;
}
