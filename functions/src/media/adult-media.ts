// Adults-only products' image files in verified age mode: under media/adult/, which
// storage.rules gives only to age-verified members and admins, stored with a private
// Cache-Control (media-store.ts). create-product puts a new adults-only product's uploads there;
// npm run age-mode moves an existing catalogue's files there and back. A move is
// a copy, then the documents are pointed at the copies, then the old files are deleted, so a
// move that stops part-way is finished by running it again, and an old URL answers 404.
import type { ProductImage } from '@xmates/domain';
import { adultMediaPath, publicMediaPath, uploadFolder, type MediaStore } from './media-store';

/** Where a product's image files are kept: for everyone, or for age-verified members. */
export type MediaPlace = 'public' | 'adult';

const placed = (place: MediaPlace) => (place === 'adult' ? adultMediaPath : publicMediaPath);
const otherPlace = (place: MediaPlace) => placed(place === 'adult' ? 'public' : 'adult');

/** The URLs an image names: its src and each srcset candidate, once each. */
export function imageUrls(image: ProductImage): string[] {
  const candidates = image.srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return [...new Set([image.src, ...candidates])];
}

/** The image with every URL of this store pointing at `place`; other URLs are kept. */
export function imageAt(store: MediaStore, image: ProductImage, place: MediaPlace): ProductImage {
  const move = (url: string) => {
    const path = store.pathOf(url);
    return path === null ? url : store.publicUrl(placed(place)(path));
  };
  const srcset = image.srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [move(url), ...descriptor].join(' ');
    })
    .join(', ');
  return { ...image, src: move(image.src), srcset: image.srcset ? srcset : '' };
}

export interface PlacedFiles {
  /** The images as they must now be stored, each URL at its place. */
  images: ProductImage[];
  /** The files to delete once the documents name `images`: the copies' sources. */
  stale: string[];
}

/** The files of this store `images` name, once each. */
function filesOf(store: MediaStore, images: readonly ProductImage[]): string[] {
  const paths = images.flatMap((image) => imageUrls(image).map((url) => store.pathOf(url)));
  return [...new Set(paths.filter((path) => path !== null))];
}

/** The files of this store `images` name that are not at `place` yet (a move copies them). */
export function filesToMove(
  store: MediaStore,
  images: readonly ProductImage[],
  place: MediaPlace,
): string[] {
  return filesOf(store, images).filter((path) => placed(place)(path) !== path);
}

/**
 * Copies the files `images` name to `place` and answers the images to store and the files to
 * delete after the write. Files already there are not copied again; their old copy is still
 * listed as stale, so a run that stopped before its deletes deletes them now.
 */
export async function placeImageFiles(
  store: MediaStore,
  images: readonly ProductImage[],
  place: MediaPlace,
): Promise<PlacedFiles> {
  await Promise.all(
    filesToMove(store, images, place).map((path) => store.copy(path, placed(place)(path))),
  );
  return {
    images: images.map((image) => imageAt(store, image, place)),
    stale: filesOf(store, images).map((path) => otherPlace(place)(placed(place)(path))),
  };
}

/** Deletes the files a move left behind (PlacedFiles.stale). */
export async function removeStale(store: MediaStore, stale: readonly string[]): Promise<void> {
  await Promise.all(stale.map((path) => store.remove(path)));
}

/**
 * A new adults-only product's uploads, in verified mode: each upload's folder (its variants
 * and its original) copied under adult/. Answers the folders copied, for uploadsPlaced or
 * uploadsUnplaced once the product is written or refused.
 */
export async function copyUploadsToAdult(
  store: MediaStore,
  ownerUid: string,
  publicIds: readonly string[],
): Promise<string[]> {
  const folders = [...new Set(publicIds)].map((id) => uploadFolder(ownerUid, id));
  const copied = await Promise.all(
    folders.map(async (folder) =>
      (await store.copyFolder(folder, adultMediaPath(folder))) > 0 ? folder : null,
    ),
  );
  return copied.filter((folder) => folder !== null);
}

/** The product was written with the copies: the public uploads go (their URLs answer 404). */
export async function uploadsPlaced(store: MediaStore, folders: readonly string[]) {
  await Promise.all(folders.map((folder) => store.removeFolder(folder)));
}

/** The product was not written: the copies go, the uploads stay as they were. */
export async function uploadsUnplaced(store: MediaStore, folders: readonly string[]) {
  await Promise.all(folders.map((folder) => store.removeFolder(adultMediaPath(folder))));
}
