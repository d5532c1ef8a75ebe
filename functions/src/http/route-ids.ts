// Ids in URL paths are checked once, where a router declares them (router.param), before the
// route's handlers, auth checks and rate limits run. A value that cannot name a document (a
// reserved `__…__` name, '.', '..', a decoded slash, over 128 characters) answers the same 404
// as an unknown id and never reaches Firestore, which would answer it with an error.
// `app-routes.test.ts` fails when a route declares a parameter that no check covers.
import type { Request, Router } from 'express';
import { isDocumentId } from '@xmates/domain';
import { HttpError } from './http-error';

export interface ParamCheck {
  /** The 404 the route answers for an unknown id. */
  notFound: () => HttpError;
  /** Whether the value can name what the route reads; a document id unless told otherwise. */
  valid?: (value: string) => boolean;
}

/** The check of a parameter whose unknown value answers 404 with `message`. */
export function answer404(message: string): ParamCheck {
  return { notFound: () => new HttpError(404, message) };
}

export function checkParams(router: Router, checks: Record<string, ParamCheck>): Router {
  for (const [name, { notFound, valid = isDocumentId }] of Object.entries(checks)) {
    router.param(name, (_req, _res, next, value: unknown) => {
      next(typeof value === 'string' && valid(value) ? undefined : notFound());
    });
  }
  return router;
}

/** A path parameter the router declared (and checked above): always there when the route ran. */
export function pathParam(req: Request, name: string): string {
  return String(req.params[name]);
}
