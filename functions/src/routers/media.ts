// GET /api/media/*: serves .local-media/ files in the emulator (handlers/local-media.ts).
// Mounted only when config.isEmulator.
import { createReadStream } from 'node:fs';
import { Router } from 'express';
import { localMediaFile } from '../handlers/local-media';
import { optionalToken, optionalUser } from '../middleware/auth';

export function mediaRouter(): Router {
  const router = Router();
  router.get('/*path', optionalUser, async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const token = optionalToken(res);
    const caller = !token ? 'visitor' : token.age === 'verified' ? 'age-verified' : 'signed-in';
    const { file, contentType, cacheControl } = await localMediaFile(segments, caller);
    res.set('Content-Type', contentType);
    res.set('Cache-Control', cacheControl);
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
