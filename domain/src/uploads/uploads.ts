/**
 * Uploaded images: who may use them, how long an unused one is kept, the formats kept, and
 * the widths of their variants.
 */
import { LIMITS } from '../core/constants';
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
  /**
   * When the media sweep may delete the upload and its files: createdAt plus
   * LIMITS.unusedUploadGraceMs while nothing uses it, null once a profile or product does,
   * and the time of the change when a new avatar replaces it.
   */
  deleteAfter: T | null;
}

/** The deleteAfter of a new upload (milliseconds). */
export function unusedUploadDeleteAfter(createdAtMs: number): number {
  return createdAtMs + LIMITS.unusedUploadGraceMs;
}

/**
 * Whether a profile or product may start (or keep) using an upload at `nowMs`: one in use, or
 * one still inside its grace period. A later one may be going away with its files.
 */
export function isUploadUsable(deleteAfterMs: number | null, nowMs: number): boolean {
  return deleteAfterMs === null || nowMs < deleteAfterMs;
}
