// /api/products/:id/comments: visible comments and replies for everyone (within the comments
// budget: a page reads up to a few dozen documents); posting and
// reporting for members, within their action budget (and a tighter one for posting); the
// author's edit and delete of their own items, within the posting budgets.
import { Router, type Request, type Response } from 'express';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentBody,
  emptyBody,
  reportCommentBody,
} from '@xmates/domain';
import {
  addComment,
  addReply,
  deleteOwnItem,
  editOwnItem,
  listComments,
  listReplies,
  ownItemPath,
  reportComment,
} from '../handlers/comments';
import { cursorParam, intParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentToken, optionalToken, optionalUser, requireMember } from '../middleware/auth';
import { requireAppCheck } from '../middleware/app-check';
import { publicCache } from '../middleware/cache';
import { rateLimit } from '../middleware/rate-limit';

function pageOf(req: Request, fallback: number, max: number) {
  const q = readQuery(req.query, ['limit', 'after']);
  return { limit: intParam(q, 'limit', { min: 1, max, fallback }), after: cursorParam(q, 'after') };
}

/** Whose blocks leave the lists: the signed-in caller's, or nobody's for a visitor. */
const viewerOf = (res: Response) => optionalToken(res)?.uid ?? null;

export function commentsRouter(): Router {
  // mergeParams: the product :id comes from the parent router's path (and is checked there).
  const router = checkParams(Router({ mergeParams: true }), {
    cid: answer404(COMMENT_MESSAGES.notFound),
    rid: answer404(COMMENT_MESSAGES.notFound),
  });

  const read = [publicCache('comments'), requireAppCheck(), optionalUser, rateLimit('comments')];

  router.get('/', ...read, async (req, res) => {
    const { limit, after } = pageOf(req, COMMENT_LIMITS.pageSize, COMMENT_LIMITS.pageMax);
    res.json(await listComments(pathParam(req, 'id'), limit, after, viewerOf(res)));
  });

  router.get('/:cid/replies', ...read, async (req, res) => {
    const { limit, after } = pageOf(
      req,
      COMMENT_LIMITS.repliesPageSize,
      COMMENT_LIMITS.repliesPageMax,
    );
    res.json(
      await listReplies(pathParam(req, 'id'), pathParam(req, 'cid'), limit, after, viewerOf(res)),
    );
  });

  router.post('/', requireMember, rateLimit('action', 'comment'), async (req, res) => {
    const { text } = parseBody(commentBody, req.body);
    const uid = currentToken(res).uid;
    res.status(201).json(await addComment(uid, pathParam(req, 'id'), text));
  });

  router.post('/:cid/replies', requireMember, rateLimit('action', 'comment'), async (req, res) => {
    const { text } = parseBody(commentBody, req.body);
    const uid = currentToken(res).uid;
    res.status(201).json(await addReply(uid, pathParam(req, 'id'), pathParam(req, 'cid'), text));
  });

  router.post('/:cid/report', requireMember, rateLimit('action'), async (req, res) => {
    parseBody(reportCommentBody, req.body);
    const uid = currentToken(res).uid;
    res.json(await reportComment(uid, pathParam(req, 'id'), pathParam(req, 'cid'), null));
  });

  router.post('/:cid/replies/:rid/report', requireMember, rateLimit('action'), async (req, res) => {
    parseBody(reportCommentBody, req.body);
    const uid = currentToken(res).uid;
    res.json(
      await reportComment(uid, pathParam(req, 'id'), pathParam(req, 'cid'), pathParam(req, 'rid')),
    );
  });

  for (const [reply, item] of [
    [false, '/:cid'],
    [true, '/:cid/replies/:rid'],
  ] as const) {
    const pathOf = (req: Request) =>
      ownItemPath(
        pathParam(req, 'id'),
        pathParam(req, 'cid'),
        reply ? pathParam(req, 'rid') : null,
      );

    router.patch(item, requireMember, rateLimit('action', 'comment'), async (req, res) => {
      const { text } = parseBody(commentBody, req.body);
      res.json(await editOwnItem(currentToken(res).uid, pathOf(req), text));
    });

    router.delete(item, requireMember, rateLimit('action', 'comment'), async (req, res) => {
      parseBody(emptyBody, req.body);
      res.json(await deleteOwnItem(currentToken(res).uid, pathOf(req)));
    });
  }

  return router;
}
