// /api/submit-link: members submit video links for review and list their own submissions.
// Any signed-in member may submit (an unverified one only within the 24-hour window).
import { Router } from 'express';
import {
  SUBMIT_MESSAGES,
  submitLinkBody,
  type MySubmissionsAnswer,
  type SubmitAnswer,
} from '@xmates/domain';
import { createSubmission, listMySubmissions } from '../handlers/submissions';
import { clientIp } from '../http/client-ip';
import { parseBody } from '../http/validation';
import { currentToken, requireUser } from '../middleware/auth';

export function submitLinkRouter(): Router {
  // requireUser per route, not router.use(): unknown paths here must stay 404s.
  const router = Router();

  router.post('/newproduct', requireUser, async (req, res) => {
    const body = parseBody(submitLinkBody, req.body);
    const submission = await createSubmission(currentToken(res), body, clientIp(req));
    res.status(201).json({ message: SUBMIT_MESSAGES.submitted, submission } satisfies SubmitAnswer);
  });

  router.get('/my-submissions', requireUser, async (_req, res) => {
    const submissions = await listMySubmissions(currentToken(res).uid);
    res.json({ submissions } satisfies MySubmissionsAnswer);
  });

  return router;
}
