// The last two handlers of the app: unknown paths, and every error as JSON {error, code}; and
// the pages function's last handler.
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { API_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import { issueError } from '../http/validation';

export function notFound(_req: Request, res: Response) {
  res.status(404).json(new HttpError(404, API_MESSAGES.notFound).body);
}

// Express recognises error handlers by their four parameters, so `_next` must stay.
// An error answer is never kept by a cache, whatever a public route set before it failed.
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const known = err instanceof z.ZodError ? issueError(err.issues[0]) : err;
  if (known instanceof HttpError) {
    res.set('Cache-Control', 'no-store');
    if (known.retryAfterSeconds !== undefined) {
      res.set('Retry-After', String(known.retryAfterSeconds));
    }
    res.status(known.status).json(known.body);
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
  res.set('Cache-Control', 'no-store');
  res.status(500).json(new HttpError(500, API_MESSAGES.serverError).body);
}

/**
 * The pages function's last handler: a refused or bad request is answered as the API answers
 * it (status, Retry-After, no-store, {error, code}); a failed read still gives people the app
 * (`shell`, which loads the product itself), never a stack.
 */
export function pageErrors(shell: string) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof HttpError) {
      errorHandler(err, req, res, next);
      return;
    }
    logger.error('pages: request failed', err);
    res.set('Cache-Control', 'no-store');
    res.status(500).type('html').send(shell);
  };
}
