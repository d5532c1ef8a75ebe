// GET /api/media/*: serves .local-media/ files in the emulator, where no Storage emulator runs.
// Mounted only when config.isEmulator; production media URLs point at Firebase's download
// endpoint for Cloud Storage (media/media-store.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Router } from 'express';
import { API_MESSAGES, UPLOAD_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import {
  LocalDiskMediaStore,
  MEDIA_CACHE_CONTROL,
  contentTypeOf,
  safeMediaPath,
} from '../media/media-store';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function mediaRouter(store = new LocalDiskMediaStore()): Router {
  const router = Router();
  router.get('/*path', async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const path = safeMediaPath(segments);
    const file = path ? store.filePath(path) : null;
    if (!file) throw new HttpError(400, UPLOAD_MESSAGES.invalidMediaPath);
    if (!(await isFile(file))) throw new HttpError(404, API_MESSAGES.notFound);
    res.set('Content-Type', contentTypeOf(file));
    res.set('Cache-Control', MEDIA_CACHE_CONTROL);
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
