// /api/submit-link: members submit video links for review and list their own submissions.
// Verified members only (requireMember).
import { Router } from 'express';
import {
  SUBMIT_MESSAGES,
  submitLinkBody,
  type MySubmissionsAnswer,
  type SubmitAnswer,
} from '@xmates/domain';
import { createSubmission, listMySubmissions, listedDuplicate } from '../handlers/submissions';
import { clientIp } from '../http/client-ip';
import { readQuery } from '../http/query-params';
import { parseBody } from '../http/validation';
import { currentToken, requireMember } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function submitLinkRouter(): Router {
  // requireMember per route, not router.use(): unknown paths here must stay 404s.
  const router = Router();

  router.post('/newproduct', requireMember, async (req, res) => {
    const body = parseBody(submitLinkBody, req.body);
    const submission = await createSubmission(currentToken(res), body, clientIp(req));
    res.status(201).json({ message: SUBMIT_MESSAGES.submitted, submission } satisfies SubmitAnswer);
  });

  router.get('/duplicate', requireMember, rateLimit('linkCheck'), async (req, res) => {
    const { link = '' } = readQuery(req.query, ['link']);
    res.json(await listedDuplicate(link));
  });

  router.get('/my-submissions', requireMember, async (_req, res) => {
    const submissions = await listMySubmissions(currentToken(res).uid);
    res.json({ submissions } satisfies MySubmissionsAnswer);
  });

  return router;
}
