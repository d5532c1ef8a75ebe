// /api/users: the member's own account (session user and login metrics, open to an unverified
// account within its window) and public face (display name, avatar: verified members), and a
// verified member's report of another member.
import { Router } from 'express';
import {
  MEMBER_REPORT_MESSAGES,
  avatarBody,
  claimNameBody,
  emptyBody,
  hiddenFiltersBody,
  loginPingBody,
  markShownBody,
  reportMemberBody,
  type DeleteOwnAccountAnswer,
  type MemberExport,
} from '@xmates/domain';
import { setAvatar } from '../handlers/avatar';
import { checkName, claimName } from '../handlers/display-names';
import { getHiddenFilters, saveHiddenFilters } from '../handlers/hidden-filters';
import { markNudgeShown, pingLoginMetrics } from '../handlers/login-metrics';
import { reportMember } from '../handlers/member-reports';
import { deleteOwnAccount, exportMemberData } from '../handlers/own-account';
import { readSessionUser } from '../handlers/session';
import { parseBody } from '../http/validation';
import { readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import {
  currentToken,
  isAdminToken,
  requireMember,
  requireMemberEvenSuspended,
  requireUser,
} from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function usersRouter(): Router {
  // The checks per route, not router.use(): unknown /api/users paths must stay 404s.
  const router = checkParams(Router(), { uid: answer404(MEMBER_REPORT_MESSAGES.memberNotFound) });

  router.get('/me', requireUser, async (_req, res) => {
    const token = currentToken(res);
    res.json(await readSessionUser(token, isAdminToken(token)));
  });

  // Everything stored about the member, as a file to keep (no CDN, no browser cache). This and
  // deleting the account stay open to a suspended or banned member.
  router.get(
    '/me/export',
    requireMemberEvenSuspended,
    rateLimit('memberExport'),
    async (req, res) => {
      readQuery(req.query, []);
      const data = await exportMemberData(currentToken(res).uid);
      res.set('Content-Disposition', 'attachment; filename="xmates-my-data.json"');
      res.json(data satisfies MemberExport);
    },
  );

  // The admin's erasure, by the member, after signing in again (handlers/own-account.ts).
  router.delete('/me', requireMemberEvenSuspended, rateLimit('account'), async (req, res) => {
    parseBody(emptyBody, req.body ?? {});
    res.json((await deleteOwnAccount(currentToken(res))) satisfies DeleteOwnAccountAnswer);
  });

  // The tags and categories the member hides from their feed and search (feed/hidden.ts).
  router.get('/me/filters', requireMember, rateLimit('account'), async (req, res) => {
    readQuery(req.query, []);
    res.json(await getHiddenFilters(currentToken(res).uid));
  });

  router.put('/me/filters', requireMember, rateLimit('account'), async (req, res) => {
    const wanted = parseBody(hiddenFiltersBody, req.body);
    res.json(await saveHiddenFilters(currentToken(res).uid, wanted));
  });

  router.post('/login-metrics/ping', requireUser, rateLimit('account'), async (req, res) => {
    const { stamp } = parseBody(loginPingBody, req.body);
    res.json(await pingLoginMetrics(currentToken(res).uid, stamp));
  });

  router.post('/login-metrics/mark-shown', requireUser, rateLimit('account'), async (req, res) => {
    const { count } = parseBody(markShownBody, req.body);
    res.json(await markNudgeShown(currentToken(res).uid, count));
  });

  router.get('/displayname/check', requireMember, rateLimit('displayName'), async (req, res) => {
    const { name = '' } = readQuery(req.query, ['name']);
    const token = currentToken(res);
    res.json(await checkName(token.uid, name, isAdminToken(token)));
  });

  router.post('/displayname/claim', requireMember, rateLimit('displayName'), async (req, res) => {
    const { name } = parseBody(claimNameBody, req.body);
    const token = currentToken(res);
    res.json(await claimName(token.uid, name, isAdminToken(token)));
  });

  router.post('/avatar', requireMember, rateLimit('account'), async (req, res) => {
    const { avatarUrl, avatarPublicId } = parseBody(avatarBody, req.body);
    res.json(await setAvatar(currentToken(res).uid, avatarUrl, avatarPublicId));
  });

  // Reporting a member (docs/moderation.md#reported-members): the action budget and its own.
  router.post(
    '/:uid/report',
    requireMember,
    rateLimit('action', 'memberReport'),
    async (req, res) => {
      const input = parseBody(reportMemberBody, req.body);
      res.status(201).json(await reportMember(currentToken(res).uid, pathParam(req, 'uid'), input));
    },
  );

  return router;
}
