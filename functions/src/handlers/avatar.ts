// POST /api/users/avatar: the member's photo becomes one of their own avatar uploads (which
// went through the image pipeline: real type from the bytes, at most 3 MB, metadata stripped).
// The chosen upload is marked used; the avatars it replaces are deleted with all their files.
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES, USER_MESSAGES, isUploadUsable, type AvatarAnswer } from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { UPLOAD_ID, avatarUploadsOf, uploadRef } from '../db/uploads';
import { profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { mediaStore, uploadFolder } from '../media/media-store';

export async function setAvatar(
  uid: string,
  avatarUrl: string,
  avatarPublicId: string,
): Promise<AvatarAnswer> {
  const refuse = () =>
    new HttpError(400, USER_MESSAGES.avatarNotYours, { field: 'avatarPublicId' });
  if (!UPLOAD_ID.test(avatarPublicId)) throw refuse();
  const chosen = uploadRef(avatarPublicId);
  const photoURL = await runTransaction(async (tx) => {
    const [uploadSnap, userSnap] = await Promise.all([tx.get(chosen), tx.get(userRef(uid))]);
    const upload = uploadSnap.data();
    if (!upload || upload.ownerUid !== uid || upload.purpose !== 'avatar') throw refuse();
    // The URL must be one of the upload's own files: nothing else can become a photo.
    const own = [upload.image.src, upload.original.url, ...upload.image.srcset.split(', ')].map(
      (entry) => entry.split(' ')[0],
    );
    if (!own.includes(avatarUrl)) {
      throw new HttpError(400, USER_MESSAGES.avatarNotYours, { field: 'avatarUrl' });
    }
    const now = Timestamp.now();
    if (!isUploadUsable(upload.deleteAfter?.toMillis() ?? null, now.toMillis())) {
      throw new HttpError(400, USER_MESSAGES.avatarExpired, { field: 'avatarPublicId' });
    }
    if (!userSnap.exists) {
      throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
    }
    const photo = upload.image.src;
    tx.update(userRef(uid), { photoURL: photo, updatedAt: now });
    tx.set(profileRef(uid), { photoURL: photo }, { merge: true });
    tx.update(chosen, { deleteAfter: null });
    return photo;
  });
  await deleteReplacedAvatars(uid);
  return { photoURL };
}

/**
 * The member's avatars in use other than the current photo. Each is first released in a
 * transaction that checks it is still not the photo (a concurrent change may have chosen it
 * again): from its deleteAfter (now) on nothing can choose it, so its files can go. Should
 * deleting them fail, the media sweep finishes the work.
 */
async function deleteReplacedAvatars(uid: string): Promise<void> {
  const inUse = await avatarUploadsOf(uid).where('deleteAfter', '==', null).get();
  for (const avatar of inUse.docs) {
    const released = await runTransaction(async (tx) => {
      const [upload, user] = await Promise.all([tx.get(avatar.ref), tx.get(userRef(uid))]);
      const data = upload.data();
      if (!data || data.deleteAfter !== null || data.image.src === user.data()?.photoURL) {
        return false;
      }
      tx.update(avatar.ref, { deleteAfter: Timestamp.now() });
      return true;
    });
    if (!released) continue;
    await mediaStore().removeFolder(uploadFolder(uid, avatar.id));
    await avatar.ref.delete();
  }
}
