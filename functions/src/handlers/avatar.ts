// POST /api/users/avatar: the member's photo becomes one of their own avatar uploads (which
// went through the image pipeline: real type from the bytes, at most 3 MB, metadata stripped).
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES, USER_MESSAGES, type AvatarAnswer } from '@xmates/domain';
import { db } from '../db/firebase';
import { UPLOAD_ID, uploadRef } from '../db/uploads';
import { profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';

export async function setAvatar(
  uid: string,
  avatarUrl: string,
  avatarPublicId: string,
): Promise<AvatarAnswer> {
  const refuse = () =>
    new HttpError(400, USER_MESSAGES.avatarNotYours, { field: 'avatarPublicId' });
  if (!UPLOAD_ID.test(avatarPublicId)) throw refuse();
  const upload = (await uploadRef(avatarPublicId).get()).data();
  if (!upload || upload.ownerUid !== uid || upload.purpose !== 'avatar') throw refuse();
  // The URL must be one of the upload's own files: nothing else can become a photo.
  const own = [upload.image.src, upload.original.url, ...upload.image.srcset.split(', ')].map(
    (entry) => entry.split(' ')[0],
  );
  if (!own.includes(avatarUrl)) {
    throw new HttpError(400, USER_MESSAGES.avatarNotYours, { field: 'avatarUrl' });
  }
  if (!(await userRef(uid).get()).exists) {
    throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
  }
  const photoURL = upload.image.src;
  const batch = db().batch();
  batch.update(userRef(uid), { photoURL, updatedAt: Timestamp.now() });
  batch.set(profileRef(uid), { photoURL }, { merge: true });
  await batch.commit();
  return { photoURL };
}
