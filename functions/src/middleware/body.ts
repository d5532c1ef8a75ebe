// JSON request bodies with a size limit. The Cloud Functions runtime (deployed and emulated)
// reads and parses every body before our app runs and keeps the bytes on req.rawBody, so the
// limit and the JSON rules are applied to those bytes; plain Express (no runtime in front)
// reads the stream itself with the same limit.
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { API_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';

type RuntimeRequest = Request & { rawBody?: unknown };

function isJson(req: Request): boolean {
  return Boolean(req.is(['application/json', 'application/*+json']));
}

/** Decodes the body bytes: empty is "no body", anything else must be JSON with a JSON type. */
function decode(req: Request, bytes: Buffer, limitBytes: number): unknown {
  if (bytes.length > limitBytes) throw new HttpError(413, API_MESSAGES.bodyTooLarge);
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  if (!isJson(req)) throw new HttpError(415, API_MESSAGES.jsonOnly);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, API_MESSAGES.malformedJson, { code: 'invalid-json' });
  }
}

/** body-parser's own errors (only seen without the runtime in front) as our JSON errors. */
function fromParserError(err: unknown): unknown {
  const type = (err as { type?: unknown }).type;
  if (type === 'entity.too.large') return new HttpError(413, API_MESSAGES.bodyTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new HttpError(415, API_MESSAGES.jsonOnly);
  }
  return err;
}

export function jsonBody(limitBytes: number): RequestHandler {
  const readRaw = express.raw({ type: () => true, limit: limitBytes });
  return (req: RuntimeRequest, res: Response, next: NextFunction) => {
    try {
      if (Buffer.isBuffer(req.rawBody)) {
        req.body = decode(req, req.rawBody, limitBytes);
        next();
        return;
      }
      readRaw(req, res, (err?: unknown) => {
        if (err) {
          next(fromParserError(err));
          return;
        }
        try {
          const bytes: unknown = req.body;
          req.body = Buffer.isBuffer(bytes) ? decode(req, bytes, limitBytes) : undefined;
          next();
        } catch (decodeError) {
          next(decodeError);
        }
      });
    } catch (err) {
      next(err);
    }
  };
}
