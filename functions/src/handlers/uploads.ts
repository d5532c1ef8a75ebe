// POST /api/uploads/images: processes one image and stores it through the MediaStore under
// uploads/<uid>/<public_id>/ (original.<ext> and <width>.webp), then records it in
// uploads/{public_id} so a product can only use images its admin really uploaded. Nothing uses
// it yet: unless a profile or product does within LIMITS.unusedUploadGraceMs, the media sweep
// deletes it (jobs/unused-uploads.ts).
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  UPLOAD_MESSAGES,
  USER_MESSAGES,
  type ImageFormat,
  type ProductImage,
  type UploadAnswer,
  type UploadPurpose,
  unusedUploadDeleteAfter,
} from '@xmates/domain';
import { uploadRef } from '../db/uploads';
import { processImage } from '../media/image-pipeline';
import { mediaStore, uploadFolder } from '../media/media-store';

const EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

export async function storeUpload(
  ownerUid: string,
  purpose: UploadPurpose,
  bytes: Buffer,
): Promise<UploadAnswer> {
  // An avatar that is no image gets the avatar form's words.
  const typeMessage = purpose === 'avatar' ? USER_MESSAGES.avatarType : UPLOAD_MESSAGES.imageType;
  const { format, original, variants } = await processImage(bytes, typeMessage);
  const publicId = `img_${randomBytes(12).toString('hex')}`;
  const folder = uploadFolder(ownerUid, publicId);
  const store = mediaStore();

  const originalPath = `${folder}/original.${EXTENSIONS[format]}`;
  const files = variants.map((v) => ({ ...v, path: `${folder}/${v.width}.webp` }));
  // Files first: the document that makes the upload usable is written only once they exist.
  await Promise.all([
    store.put(originalPath, original.bytes, `image/${format}`),
    ...files.map((f) => store.put(f.path, f.bytes, 'image/webp')),
  ]);

  const largest = files[files.length - 1];
  if (!largest) throw new Error('processImage returned no variants');
  const image: ProductImage = {
    src: store.publicUrl(largest.path),
    srcset: files.map((f) => `${store.publicUrl(f.path)} ${f.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
  const createdAt = Timestamp.now();
  await uploadRef(publicId).create({
    ownerUid,
    purpose,
    image,
    original: {
      url: store.publicUrl(originalPath),
      format,
      width: original.width,
      height: original.height,
      bytes: original.bytes.length,
    },
    createdAt,
    deleteAfter: Timestamp.fromMillis(unusedUploadDeleteAfter(createdAt.toMillis())),
  });
  return { public_id: publicId, secure_url: image.src, image };
}
