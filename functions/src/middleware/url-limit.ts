// Over-long request targets answer 414 with the API's JSON error before any router reads them.
// Longer still (with the headers, over Node's 16 KiB header limit) and Node's HTTP parser
// answers 431 itself, before any of our code runs (see docs/hostile-input.md).
import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';

export function urlLimit(maxLength: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(
      req.originalUrl.length > maxLength
        ? new HttpError(414, API_MESSAGES.urlTooLong(maxLength))
        : undefined,
    );
  };
}
