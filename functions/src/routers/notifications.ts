// /api/notifications: the member's notices, unread count, settings and direct messages.
// Every route needs a signed-in caller, and only reaches the caller's own data; all but the
// welcome notice (asked for right after sign-up, before any e-mail can be verified, and sent
// once to the caller's own inbox) need a verified e-mail.
import { Router, type Request } from 'express';
import {
  LIMITS,
  NOTIFICATION_MESSAGES,
  dmReplyBody,
  dmStartBody,
  emptyBody,
  markReadBody,
  settingsBody,
  welcomeBody,
} from '@xmates/domain';
import { readThread, replyInThread, sendWelcome, startThread } from '../handlers/direct-messages';
import {
  listNotifications,
  markAllRead,
  markRead,
  readSettings,
  saveSettings,
  unreadCount,
} from '../handlers/notifications';
import { HttpError } from '../http/http-error';
import { cursorParam, intParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentToken, isAdminToken, requireUser, requireVerified } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

/** The largest page of notices. */
const MAX_LIMIT = 50;

function listRequest(req: Request) {
  const q = readQuery(req.query, ['page', 'limit', 'after']);
  return {
    page: intParam(q, 'page', { min: 1, max: 1_000_000, fallback: 1 }),
    limit: intParam(q, 'limit', {
      min: 1,
      max: MAX_LIMIT,
      fallback: LIMITS.notificationPageSize,
      clampAbove: true,
    }),
    after: cursorParam(q, 'after'),
  };
}

export function notificationsRouter(): Router {
  const router = checkParams(Router(), {
    id: answer404(NOTIFICATION_MESSAGES.threadNotFound),
  });
  router.use(requireUser);

  router.get('/', requireVerified, rateLimit('notices'), async (req, res) => {
    res.json(await listNotifications(currentToken(res).uid, listRequest(req)));
  });

  router.get('/unread-count', requireVerified, async (req, res) => {
    readQuery(req.query, []);
    res.json(await unreadCount(currentToken(res).uid));
  });

  router.patch('/read', requireVerified, rateLimit('action'), async (req, res) => {
    const { ids } = parseBody(markReadBody, req.body);
    const uid = currentToken(res).uid;
    res.json(await markRead(uid, ids));
  });

  router.patch('/read-all', requireVerified, rateLimit('action'), async (req, res) => {
    parseBody(emptyBody, req.body);
    const uid = currentToken(res).uid;
    res.json(await markAllRead(uid));
  });

  router.get('/settings', requireVerified, async (req, res) => {
    readQuery(req.query, []);
    res.json(await readSettings(currentToken(res).uid));
  });

  router.put('/settings', requireVerified, rateLimit('action'), async (req, res) => {
    const changes = parseBody(settingsBody, req.body);
    const uid = currentToken(res).uid;
    res.json(await saveSettings(uid, changes));
  });

  // Members answer threads; only admins start them.
  router.post('/dm/start', requireVerified, rateLimit('action', 'comment'), async (req, res) => {
    const token = currentToken(res);
    if (!isAdminToken(token)) throw new HttpError(403, NOTIFICATION_MESSAGES.startAdminsOnly);
    const { userId, text } = parseBody(dmStartBody, req.body);
    const uid = token.uid;
    res.status(201).json(await startThread(uid, userId, text));
  });

  router.get('/dm/thread/:id', requireVerified, async (req, res) => {
    readQuery(req.query, []);
    res.json(await readThread(currentToken(res).uid, pathParam(req, 'id')));
  });

  router.post('/dm/reply', requireVerified, rateLimit('action', 'comment'), async (req, res) => {
    const { threadId, toUserId, text } = parseBody(dmReplyBody, req.body);
    const uid = currentToken(res).uid;
    res.status(201).json(await replyInThread(uid, threadId, toUserId, text));
  });

  for (const path of ['/dm/welcome-self', '/dm/auto-welcome']) {
    router.post(path, rateLimit('account'), async (req, res) => {
      const { text } = parseBody(welcomeBody, req.body);
      res.json(await sendWelcome(currentToken(res), text));
    });
  }

  return router;
}
