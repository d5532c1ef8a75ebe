// /api/uploads: image uploads as raw bytes (Content-Type image/*, or application/octet-stream).
// Mounted before the app's JSON body middleware. The Cloud Functions runtime (deployed and
// emulated) has already read every request body into req.rawBody, up to 32 MB, so the size
// rule is checked on those bytes; a request without a body has no rawBody.
import { Router, type Request } from 'express';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  USER_MESSAGES,
  type UploadPurpose,
} from '@xmates/domain';
import { storeUpload } from '../handlers/uploads';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { currentToken, isAdminToken, requireMember } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

type RuntimeRequest = Request & { rawBody?: unknown };

function purposeOf(req: Request): UploadPurpose {
  const { purpose } = readQuery(req.query, ['purpose']);
  const found = UPLOAD_PURPOSES.find((p) => p === purpose);
  if (!found)
    throw new HttpError(400, `purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}.`, {
      field: 'purpose',
    });
  return found;
}

/** Forms, JSON and text are refused up front; the real image type is checked from the bytes. */
function isRawFileBody(req: Request): boolean {
  if (!req.get('content-type')) return true;
  return Boolean(req.is(['image/*', 'application/octet-stream']));
}

export function uploadsRouter(): Router {
  const router = Router();

  // ?purpose=product (admins: product images) or ?purpose=avatar (any member).
  router.post('/images', requireMember, rateLimit('upload'), async (req: RuntimeRequest, res) => {
    const purpose = purposeOf(req);
    const token = currentToken(res);
    if (purpose === 'product' && !isAdminToken(token)) {
      throw new HttpError(403, MESSAGES.adminsOnly);
    }
    if (!isRawFileBody(req)) throw new HttpError(415, UPLOAD_MESSAGES.uploadBodyType);
    const bytes = Buffer.isBuffer(req.rawBody) ? req.rawBody : Buffer.alloc(0);
    if (bytes.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.imageMissing);
    if (bytes.length > LIMITS.maxImageBytes) {
      throw new HttpError(
        413,
        purpose === 'avatar' ? USER_MESSAGES.avatarTooLarge : UPLOAD_MESSAGES.imageTooLarge,
      );
    }
    res.status(201).json(await storeUpload(token.uid, purpose, bytes));
  });

  return router;
}
