// POST /api/uploads/images?purpose= with the file itself as the body. Not through apiRequest,
// which sends JSON; the server reads the real type from the bytes.
import type { UploadAnswer, UploadPurpose } from '@xmates/domain';
import { readAnswer } from './api-client';
import { appCheckToken, getAuthClient } from './firebase';

/** Uploads are bigger than JSON calls: a slow phone connection gets a minute. */
const UPLOAD_TIMEOUT_MS = 60_000;

export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const user = getAuthClient().currentUser;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': file.type || 'application/octet-stream',
  };
  if (user) headers.authorization = `Bearer ${await user.getIdToken()}`;
  const appCheck = await appCheckToken();
  if (appCheck) headers['x-firebase-appcheck'] = appCheck;
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  const res = await fetch(`/api/uploads/images?purpose=${purpose}`, {
    method: 'POST',
    headers,
    body: file,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    credentials: 'same-origin',
  });
  return readAnswer<UploadAnswer>(res);
}
