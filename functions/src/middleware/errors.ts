// The last two handlers of the app: unknown paths, and every error as JSON {error}.
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { API_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import { issueMessage } from '../http/validation';

export function notFound(_req: Request, res: Response) {
  res.status(404).json({ error: API_MESSAGES.notFound });
}

// Express recognises error handlers by their four parameters, so `_next` must stay.
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (err instanceof HttpError) {
    res.status(err.status).json({ error: err.message });
    return;
  }
  if (err instanceof z.ZodError) {
    const first = err.issues[0];
    res.status(400).json({ error: first ? issueMessage(first) : API_MESSAGES.serverError });
    return;
  }
  const error = err instanceof Error ? err : new Error(String(err));
  logger.error('api.unhandled_error', {
    method: req.method,
    path: req.path,
    error: error.message,
    stack: error.stack,
  });
  if (res.headersSent) return;
  res.status(500).json({ error: API_MESSAGES.serverError });
}
