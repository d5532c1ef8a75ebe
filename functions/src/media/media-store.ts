// Where media files (product images, avatars) live. Production: Cloud Storage under media/,
// served by Firebase's download endpoint under storage.rules.
// Emulator: the repository's .local-media/ folder (no Storage emulator runs offline), served
// by GET /api/media/*. The seed writes the same layout straight to disk: .local-media/<path>.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../config';
import { storageBucket } from '../db/firebase';

export interface MediaStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  publicUrl(path: string): string;
  /** Deletes every file under a folder (an upload's variants); nothing there is no error. */
  removeFolder(path: string): Promise<void>;
}

/** Media never changes under a path (new content gets a new path), so caches may keep it. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A relative media path made of plain segments, or null: no "..", no absolute paths, no
 * backslashes or NUL, so a path can never leave the media folder.
 */
export function safeMediaPath(segments: readonly string[]): string | null {
  const ok =
    segments.length > 0 &&
    segments.every(
      (s) => s !== '' && s !== '.' && s !== '..' && !/[\\/\0]/.test(s) && !s.startsWith('.'),
    );
  return ok ? segments.join('/') : null;
}

/** The folder of one upload's files (its original and every variant). */
export function uploadFolder(ownerUid: string, publicId: string): string {
  return `uploads/${ownerUid}/${publicId}`;
}

/**
 * The repository's .local-media/: the folder above this module that holds firebase.json, so
 * it is the same from the emulator's bundle (functions/lib/) and from the sources the tests
 * import (functions/src/media/).
 */
export function defaultLocalMediaRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'firebase.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No firebase.json above the functions code.');
    dir = parent;
  }
  return join(dir, '.local-media');
}

export class LocalDiskMediaStore implements MediaStore {
  constructor(readonly root: string = defaultLocalMediaRoot()) {}

  /** Absolute file path for a media path, or null when it would escape the root. */
  filePath(path: string): string | null {
    const safe = safeMediaPath(path.split('/'));
    if (!safe) return null;
    const file = resolve(this.root, safe);
    return file.startsWith(this.root + sep) ? file : null;
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const file = this.filePath(path);
    if (!file) throw new Error(`Invalid media path: ${path}`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  publicUrl(path: string): string {
    return `/api/media/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  async removeFolder(path: string): Promise<void> {
    const folder = this.filePath(path);
    if (!folder) throw new Error(`Invalid media path: ${path}`);
    await rm(folder, { recursive: true, force: true });
  }
}

/** What the Cloud Storage store uses of a bucket (firebase-admin's; the unit test's stub). */
export interface MediaBucket {
  file(name: string): {
    save(
      bytes: Buffer,
      options: { contentType: string; resumable: boolean; metadata: { cacheControl: string } },
    ): Promise<unknown>;
  };
  deleteFiles(query: { prefix: string }): Promise<unknown>;
}

/**
 * Production: objects under media/ in the project's bucket, which stays private (no public
 * ACL, no allUsers role). Browsers fetch them through Cloud Storage for Firebase's download
 * endpoint, which serves one object at a time under storage.rules (`allow get` on media/,
 * never `list`), without a download token: a token would bypass the rules. A deleted object
 * answers 404 there at once.
 */
export class CloudStorageMediaStore implements MediaStore {
  constructor(
    private readonly bucketName: string,
    private readonly bucket: () => Promise<MediaBucket> = () => storageBucket(bucketName),
  ) {}

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!safeMediaPath(path.split('/'))) throw new Error(`Invalid media path: ${path}`);
    const bucket = await this.bucket();
    await bucket.file(`media/${path}`).save(bytes, {
      contentType,
      resumable: false,
      metadata: { cacheControl: MEDIA_CACHE_CONTROL },
    });
  }

  /** The object's Firebase download URL: the whole object name is one encoded segment. */
  publicUrl(path: string): string {
    const bucket = encodeURIComponent(this.bucketName);
    const object = encodeURIComponent(`media/${path}`);
    return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${object}?alt=media`;
  }

  async removeFolder(path: string): Promise<void> {
    if (!safeMediaPath(path.split('/'))) throw new Error(`Invalid media path: ${path}`);
    const bucket = await this.bucket();
    await bucket.deleteFiles({ prefix: `media/${path}/` });
  }
}

let store: MediaStore | undefined;

/** The store for this environment: local disk in the emulator, Cloud Storage when deployed. */
export function mediaStore(): MediaStore {
  store ??= config.mediaOnLocalDisk
    ? new LocalDiskMediaStore()
    : new CloudStorageMediaStore(config.storageBucket);
  return store;
}
