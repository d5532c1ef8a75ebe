// GET /api/health: liveness for scripts/start.mjs and uptime checks; touches no service.
import { Router } from 'express';
import type { HealthAnswer } from '@xmates/domain';

export function healthRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ ok: true } satisfies HealthAnswer);
  });
  return router;
}
