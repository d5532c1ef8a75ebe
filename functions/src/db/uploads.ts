// uploads/{public_id}: the record of one processed image (see handlers/uploads.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type UploadDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

/** Upload ids are ours (img_ + 24 hex digits); anything else cannot name an upload. */
export const UPLOAD_ID = /^img_[0-9a-f]{24}$/;

const uploadsCollection = () => typed<UploadDoc<Timestamp>>(db().collection(COLLECTIONS.uploads));

export function uploadRef(publicId: string) {
  return uploadsCollection().doc(publicId);
}

/** A member's avatar uploads (equality filters only: no composite index). */
export const avatarUploadsOf = (uid: string) =>
  uploadsCollection().where('ownerUid', '==', uid).where('purpose', '==', 'avatar');

/** Uploads the media sweep may delete: deleteAfter before `cutoff` (used ones hold null). */
export const uploadsToDeleteBefore = (cutoff: Date) =>
  uploadsCollection().where('deleteAfter', '<', Timestamp.fromDate(cutoff));
