// GET /api/media/* (emulator only): the .local-media/ file a path names, where no Storage
// emulator runs. Production media URLs point at Firebase's download endpoint for Cloud Storage
// (media/media-store.ts). Files under adult/ are found as storage.rules makes Storage find
// them: only for a token that says age: 'verified'.
import { stat } from 'node:fs/promises';
import { AGE_MESSAGES, API_MESSAGES, UPLOAD_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import {
  LocalDiskMediaStore,
  contentTypeOf,
  isAdultMediaPath,
  mediaCacheControl,
  safeMediaPath,
} from '../media/media-store';

/** Who asks: no token, a token, or a token that says age: 'verified'. */
export type MediaCaller = 'visitor' | 'signed-in' | 'age-verified';

export interface LocalMediaFile {
  /** The absolute path of the file on disk. */
  file: string;
  contentType: string;
  cacheControl: string;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function localMediaFile(
  segments: readonly string[],
  caller: MediaCaller,
  store = new LocalDiskMediaStore(),
): Promise<LocalMediaFile> {
  const path = safeMediaPath(segments);
  const file = path ? store.filePath(path) : null;
  if (!path || !file) throw new HttpError(400, UPLOAD_MESSAGES.invalidMediaPath);
  if (isAdultMediaPath(path)) {
    if (caller === 'visitor') throw new HttpError(401, AGE_MESSAGES.placeholder);
    if (caller !== 'age-verified') throw new HttpError(403, AGE_MESSAGES.placeholder);
  }
  if (!(await isFile(file))) throw new HttpError(404, API_MESSAGES.notFound);
  return { file, contentType: contentTypeOf(file), cacheControl: mediaCacheControl(path) };
}
