// uploads/{public_id}: the record of one processed image (see handlers/uploads.ts).
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type UploadDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

/** Upload ids are ours (img_ + 24 hex digits); anything else cannot name an upload. */
export const UPLOAD_ID = /^img_[0-9a-f]{24}$/;

export function uploadRef(publicId: string) {
  return typed<UploadDoc<Timestamp>>(db().collection(COLLECTIONS.uploads)).doc(publicId);
}
