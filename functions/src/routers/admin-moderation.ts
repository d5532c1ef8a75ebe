// Reported Broken Links (with the link checker's Check now), Link health, Reported Comments and
// Reported Replies, and the moderation log, mounted inside the /api/admin router, which already
// requires a signed-in admin.
import { Router, type Request } from 'express';
import {
  PRODUCT_MESSAGES,
  REPORTED_LIST_KEYS,
  emptyBody,
  hideBody,
  parseReportId,
  type ModeratedKind,
  type ReportedCommentsPage,
  type ReportedRepliesPage,
} from '@xmates/domain';
import { checkLinkNow, listLinkHealth } from '../handlers/link-health';
import { decideLinkReport, listFlagged } from '../handlers/link-reports';
import {
  deleteItem,
  hideItem,
  itemPathOf,
  listModeratedItems,
  notFoundItem,
  rejectItemReport,
} from '../handlers/moderate-comments';
import { listModerationLog } from '../handlers/moderation-log';
import { adminPageParam, cursorParam, enumParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentAdmin } from '../middleware/auth';

/** The comment or reply a path names: .../comments/:commentId[/replies/:replyId]. */
const pathOf = (req: Request, reply: boolean) =>
  itemPathOf(
    pathParam(req, 'productId'),
    pathParam(req, 'commentId'),
    reply ? pathParam(req, 'replyId') : null,
  );

async function listItems(req: Request, kind: ModeratedKind) {
  const q = readQuery(req.query, ['list', 'page']);
  const list = enumParam(q, 'list', REPORTED_LIST_KEYS, 'reported');
  return listModeratedItems(kind, list, adminPageParam(q));
}

/** A report id names a comment or a reply by its ids joined with '~' (reported-items.ts). */
const reportIdCheck = (kind: ModeratedKind) => ({
  notFound: () => notFoundItem(kind),
  valid: (value: string) => parseReportId(kind, value) !== null,
});

export function adminModerationRouter(): Router {
  const router = checkParams(Router(), {
    id: answer404(PRODUCT_MESSAGES.notFound),
    productId: answer404(PRODUCT_MESSAGES.notFound),
    commentId: { notFound: () => notFoundItem('comment') },
    replyId: { notFound: () => notFoundItem('reply') },
    commentReportId: reportIdCheck('comment'),
    replyReportId: reportIdCheck('reply'),
  });

  router.get('/flagged', async (req, res) => {
    const q = readQuery(req.query, ['page']);
    res.json(await listFlagged(adminPageParam(q)));
  });

  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/:id/${decision}-broken-link`, async (req, res) => {
      parseBody(emptyBody, req.body);
      res.json(await decideLinkReport(pathParam(req, 'id'), decision, currentAdmin(res)));
    });
  }

  // Check now: one product's link checked and recorded, as the link checker's queue would.
  router.post('/:id/check-link', async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await checkLinkNow(pathParam(req, 'id')));
  });

  // Link health: every link the checker keeps, the worst first, by cursor.
  router.get('/link-health', async (req, res) => {
    const q = readQuery(req.query, ['after']);
    res.json(await listLinkHealth(cursorParam(q, 'after')));
  });

  router.get('/reported-comments', async (req, res) => {
    const { items, ...paging } = await listItems(req, 'comment');
    res.json({ comments: items, ...paging } satisfies ReportedCommentsPage);
  });

  router.get('/reported-replies', async (req, res) => {
    const { items, ...paging } = await listItems(req, 'reply');
    res.json({ replies: items, ...paging } satisfies ReportedRepliesPage);
  });

  for (const [kind, reply, suffix] of [
    ['comment', false, ''],
    ['reply', true, '/replies/:replyId'],
  ] as const) {
    const item = `/:productId/comments/:commentId${suffix}`;

    router.patch(`${item}/hide`, async (req, res) => {
      const { hide } = parseBody(hideBody, req.body);
      res.json(await hideItem(pathOf(req, reply), hide, currentAdmin(res)));
    });

    router.delete(item, async (req, res) => {
      parseBody(emptyBody, req.body);
      res.json(await deleteItem(pathOf(req, reply), currentAdmin(res)));
    });

    router.post(
      `/reported-${kind === 'comment' ? 'comments/:commentReportId' : 'replies/:replyReportId'}/reject`,
      async (req, res) => {
        parseBody(emptyBody, req.body);
        const reportId = pathParam(req, kind === 'comment' ? 'commentReportId' : 'replyReportId');
        res.json(await rejectItemReport(kind, reportId, currentAdmin(res)));
      },
    );
  }

  router.get('/moderation-log', async (req, res) => {
    const q = readQuery(req.query, ['after']);
    res.json(await listModerationLog(cursorParam(q, 'after')));
  });

  return router;
}
