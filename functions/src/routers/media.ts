// GET /api/media/*: serves .local-media/ files in the emulator, where no Storage emulator runs.
// Mounted only when config.isEmulator; production media URLs point at Firebase's download
// endpoint for Cloud Storage (media/media-store.ts). Files under adult/ answer as storage.rules
// makes Storage answer them: only to a token that says age: 'verified'.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Router } from 'express';
import { AGE_MESSAGES, API_MESSAGES, UPLOAD_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import {
  LocalDiskMediaStore,
  contentTypeOf,
  isAdultMediaPath,
  mediaCacheControl,
  safeMediaPath,
} from '../media/media-store';
import { optionalToken, optionalUser } from '../middleware/auth';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function mediaRouter(store = new LocalDiskMediaStore()): Router {
  const router = Router();
  router.get('/*path', optionalUser, async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const path = safeMediaPath(segments);
    const file = path ? store.filePath(path) : null;
    if (!path || !file) throw new HttpError(400, UPLOAD_MESSAGES.invalidMediaPath);
    if (isAdultMediaPath(path)) {
      const token = optionalToken(res);
      if (!token) throw new HttpError(401, AGE_MESSAGES.placeholder);
      if (token.age !== 'verified') throw new HttpError(403, AGE_MESSAGES.placeholder);
    }
    if (!(await isFile(file))) throw new HttpError(404, API_MESSAGES.notFound);
    res.set('Content-Type', contentTypeOf(file));
    res.set('Cache-Control', mediaCacheControl(path));
    res.set('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run scripts on the app's origin.
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    await new Promise<void>((done, fail) => {
      const stream = createReadStream(file);
      stream.once('error', fail);
      stream.once('end', done);
      stream.pipe(res);
    });
  });
  return router;
}
