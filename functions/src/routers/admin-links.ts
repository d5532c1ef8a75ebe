// Link Verification & Create (admin spec, sections 2 and 7), mounted inside the /api/admin
// router, which already requires a signed-in admin.
import { Router } from 'express';
import {
  PRODUCT_MESSAGES,
  QUEUE_STATUSES,
  REVIEW_MESSAGES,
  createProductBody,
  type CreateProductAnswer,
  type ReviewAnswer,
} from '@xmates/domain';
import { createProductFromSubmission } from '../handlers/create-product';
import {
  checkLink,
  listPendingLinks,
  lookupByLink,
  reviewSubmission,
} from '../handlers/pending-links';
import { adminPageParam, enumParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentAdmin } from '../middleware/auth';

export function adminLinksRouter(): Router {
  const router = checkParams(Router(), { id: answer404(REVIEW_MESSAGES.submissionNotFound) });

  router.get('/pending-links', async (req, res) => {
    const q = readQuery(req.query, ['page', 'status']);
    const status = enumParam(q, 'status', QUEUE_STATUSES, 'pending');
    res.json(await listPendingLinks(status, adminPageParam(q)));
  });

  router.post('/pending-links/:id/approve', async (req, res) => {
    const submission = await reviewSubmission(pathParam(req, 'id'), 'approve', currentAdmin(res));
    res.json({ message: REVIEW_MESSAGES.approved, submission } satisfies ReviewAnswer);
  });

  router.post('/pending-links/:id/reject', async (req, res) => {
    const submission = await reviewSubmission(pathParam(req, 'id'), 'reject', currentAdmin(res));
    res.json({ message: REVIEW_MESSAGES.rejected, submission } satisfies ReviewAnswer);
  });

  router.post('/pending-links/:id/create-product', async (req, res) => {
    const body = parseBody(createProductBody, req.body);
    const product = await createProductFromSubmission(
      pathParam(req, 'id'),
      body,
      currentAdmin(res),
    );
    res
      .status(201)
      .json({ message: PRODUCT_MESSAGES.created, product } satisfies CreateProductAnswer);
  });

  router.get('/products/lookup-by-link', async (req, res) => {
    const { link = '' } = readQuery(req.query, ['link']);
    res.json(await lookupByLink(link));
  });

  // Risk and duplicate check together, for any text (an invalid link is a risk flag, not a 400).
  router.get('/link-check', async (req, res) => {
    const { link = '' } = readQuery(req.query, ['link']);
    res.json(await checkLink(link));
  });

  return router;
}
