/** Uploaded images: who may use them, the formats kept, and the widths of their variants. */
import type { ProductImage } from '../products/documents';

export const UPLOAD_PURPOSES = ['product', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths of an image's variants, the srcset of every product image. */
export const RESPONSIVE_WIDTHS = [320, 480, 640, 800, 1024] as const;

/** uploads/{public_id}: one processed image and who may use it. Server-only. */
export interface UploadDoc<T = unknown> {
  ownerUid: string;
  purpose: UploadPurpose;
  image: ProductImage;
  /** The re-encoded original (metadata stripped), kept for later re-processing. */
  original: { url: string; format: ImageFormat; width: number; height: number; bytes: number };
  createdAt: T;
}
