// Where media files (product images, avatars) live. Production: Cloud Storage under media/,
// served by Firebase's download endpoint under storage.rules.
// Emulator: the repository's .local-media/ folder (no Storage emulator runs offline), served
// by GET /api/media/*. The seed writes the same layout straight to disk: .local-media/<path>.
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../config';
import { storageBucket } from '../db/firebase';

export interface MediaStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  publicUrl(path: string): string;
  /** The media path a URL of this store names (publicUrl's inverse), or null for any other. */
  pathOf(url: string): string | null;
  /**
   * Copies one file, with the Cache-Control its new path calls for; false when there is no
   * file at `from` (moved already).
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Copies every file under a folder to another folder; how many there were. */
  copyFolder(from: string, to: string): Promise<number>;
  /** Deletes one file; none there is no error. */
  remove(path: string): Promise<void>;
  /** Deletes every file under a folder (an upload's variants); nothing there is no error. */
  removeFolder(path: string): Promise<void>;
}

/** Media never changes under a path (new content gets a new path), so caches may keep it. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Adults-only products' files in verified age mode: under adult/, which storage.rules gives
 * only to age-verified members and admins. Never kept by a shared cache (a CDN would hand
 * them to anyone): only the member's own browser may keep a copy, for an hour.
 */
export const ADULT_MEDIA_FOLDER = 'adult';
export const ADULT_MEDIA_CACHE_CONTROL = 'private, max-age=3600';

export function isAdultMediaPath(path: string): boolean {
  return path.startsWith(`${ADULT_MEDIA_FOLDER}/`);
}

/** Where a file goes when its product's images are kept for age-verified members. */
export function adultMediaPath(path: string): string {
  return isAdultMediaPath(path) ? path : `${ADULT_MEDIA_FOLDER}/${path}`;
}

/** Where a file kept for age-verified members goes when its product's images are public. */
export function publicMediaPath(path: string): string {
  return isAdultMediaPath(path) ? path.slice(ADULT_MEDIA_FOLDER.length + 1) : path;
}

/** The Cache-Control a file is stored and served with: adults-only files are private. */
export function mediaCacheControl(path: string): string {
  return isAdultMediaPath(path) ? ADULT_MEDIA_CACHE_CONTROL : MEDIA_CACHE_CONTROL;
}

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

/** `path` when it is a plain relative media path (safeMediaPath), else an error. */
function checkedPath(path: string): string {
  const safe = safeMediaPath(path.split('/'));
  if (!safe) throw new Error(`Invalid media path: ${path}`);
  return safe;
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

/** Where the emulator's API serves .local-media/ (routers/media.ts). */
const LOCAL_MEDIA_URL = '/api/media/';

/** Cloud Storage for Firebase's download endpoint, which applies storage.rules. */
const DOWNLOAD_ORIGIN = 'https://firebasestorage.googleapis.com';

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
    return `${LOCAL_MEDIA_URL}${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  pathOf(url: string): string | null {
    if (!url.startsWith(LOCAL_MEDIA_URL)) return null;
    try {
      return safeMediaPath(url.slice(LOCAL_MEDIA_URL.length).split('/').map(decodeURIComponent));
    } catch {
      return null;
    }
  }

  private checked(path: string): string {
    const file = this.filePath(path);
    if (!file) throw new Error(`Invalid media path: ${path}`);
    return file;
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = this.checked(from);
    const target = this.checked(to);
    if (!existsSync(source)) return false;
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
    return true;
  }

  async copyFolder(from: string, to: string): Promise<number> {
    const source = this.checked(from);
    const target = this.checked(to);
    if (!existsSync(source)) return 0;
    await cp(source, target, { recursive: true });
    return (await readdir(source, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    ).length;
  }

  async remove(path: string): Promise<void> {
    await rm(this.checked(path), { force: true });
  }

  async removeFolder(path: string): Promise<void> {
    await rm(this.checked(path), { recursive: true, force: true });
  }
}

/** What the Cloud Storage store uses of a bucket (firebase-admin's; the unit test's stub). */
export interface MediaBucket {
  file(name: string): {
    save(
      bytes: Buffer,
      options: { contentType: string; resumable: boolean; metadata: { cacheControl: string } },
    ): Promise<unknown>;
    /** A copy in the same bucket; the options are the new object's metadata. */
    copy(
      destination: string,
      options: { contentType: string; cacheControl: string },
    ): Promise<unknown>;
    exists(): Promise<[boolean]>;
    delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  };
  getFiles(query: { prefix: string }): Promise<[{ name: string }[], ...unknown[]]>;
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
    const bucket = await this.bucket();
    await bucket.file(`media/${checkedPath(path)}`).save(bytes, {
      contentType,
      resumable: false,
      metadata: { cacheControl: mediaCacheControl(path) },
    });
  }

  /** The object's Firebase download URL: the whole object name is one encoded segment. */
  publicUrl(path: string): string {
    const bucket = encodeURIComponent(this.bucketName);
    const object = encodeURIComponent(`media/${path}`);
    return `${DOWNLOAD_ORIGIN}/v0/b/${bucket}/o/${object}?alt=media`;
  }

  pathOf(url: string): string | null {
    const prefix = `${DOWNLOAD_ORIGIN}/v0/b/${encodeURIComponent(this.bucketName)}/o/`;
    if (!url.startsWith(prefix)) return null;
    try {
      const object = decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? '');
      if (!object.startsWith('media/')) return null;
      return safeMediaPath(object.slice('media/'.length).split('/'));
    } catch {
      return null;
    }
  }

  /**
   * Copies by object name (a rewrite inside the bucket: the bytes never leave it). The new
   * object's metadata is given in full, since a copy that names metadata keeps none of the
   * source's.
   */
  async copy(from: string, to: string): Promise<boolean> {
    const source = `media/${checkedPath(from)}`;
    const bucket = await this.bucket();
    const file = bucket.file(source);
    const [exists] = await file.exists();
    if (!exists) return false;
    await file.copy(`media/${checkedPath(to)}`, {
      contentType: contentTypeOf(to),
      cacheControl: mediaCacheControl(to),
    });
    return true;
  }

  async copyFolder(from: string, to: string): Promise<number> {
    const prefix = `media/${checkedPath(from)}/`;
    const target = checkedPath(to);
    const bucket = await this.bucket();
    const [files] = await bucket.getFiles({ prefix });
    await Promise.all(
      files.map(({ name }) => {
        const path = `${target}/${name.slice(prefix.length)}`;
        return bucket.file(name).copy(`media/${path}`, {
          contentType: contentTypeOf(path),
          cacheControl: mediaCacheControl(path),
        });
      }),
    );
    return files.length;
  }

  async remove(path: string): Promise<void> {
    const bucket = await this.bucket();
    await bucket.file(`media/${checkedPath(path)}`).delete({ ignoreNotFound: true });
  }

  async removeFolder(path: string): Promise<void> {
    const bucket = await this.bucket();
    await bucket.deleteFiles({ prefix: `media/${checkedPath(path)}/` });
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
