import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CloudStorageMediaStore,
  LocalDiskMediaStore,
  type MediaBucket,
  contentTypeOf,
  defaultLocalMediaRoot,
  safeMediaPath,
} from './media-store';

describe('media paths', () => {
  it('accepts plain relative paths only', () => {
    expect(safeMediaPath(['products', 'a', 'img-320.webp'])).toBe('products/a/img-320.webp');
    for (const bad of [[], ['..', 'x'], ['a', ''], ['.env'], ['a/../b'], ['a\\b'], ['a\0']]) {
      expect(safeMediaPath(bad)).toBeNull();
    }
  });

  it('keeps local media in .local-media at the repository root', () => {
    const root = fileURLToPath(new URL('../../../.local-media', import.meta.url));
    expect(defaultLocalMediaRoot()).toBe(root);
  });

  it('keeps local files inside the root', () => {
    const store = new LocalDiskMediaStore('/srv/media');
    expect(store.filePath('p/x.webp')).toBe('/srv/media/p/x.webp');
    expect(store.filePath('../etc/passwd')).toBeNull();
    expect(store.filePath('/etc/passwd')).toBeNull();
  });

  it('builds public URLs for both stores', () => {
    expect(new LocalDiskMediaStore('/srv/media').publicUrl('p/a b.webp')).toBe(
      '/api/media/p/a%20b.webp',
    );
    expect(new CloudStorageMediaStore('demo.firebasestorage.app').publicUrl('p/a b.webp')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/media%2Fp%2Fa%20b.webp?alt=media',
    );
  });

  it('never names Cloud Storage itself or a download token in production URLs', () => {
    const url = new URL(new CloudStorageMediaStore('b').publicUrl('uploads/u/img_1/320.webp'));
    expect(url.origin).toBe('https://firebasestorage.googleapis.com');
    expect(url.pathname).toBe('/v0/b/b/o/media%2Fuploads%2Fu%2Fimg_1%2F320.webp');
    expect([...url.searchParams]).toEqual([['alt', 'media']]);
  });

  it('writes private objects under media/ and deletes a folder by its prefix', async () => {
    const saved: unknown[] = [];
    const deleted: unknown[] = [];
    const bucket: MediaBucket = {
      file: (name) => ({
        save: (bytes, options) => Promise.resolve(saved.push({ name, bytes, options })),
      }),
      deleteFiles: (query) => Promise.resolve(deleted.push(query)),
    };
    const store = new CloudStorageMediaStore('b', () => Promise.resolve(bucket));
    await store.put('uploads/u/img_1/320.webp', Buffer.from('x'), 'image/webp');
    expect(saved).toEqual([
      {
        name: 'media/uploads/u/img_1/320.webp',
        bytes: Buffer.from('x'),
        options: {
          contentType: 'image/webp',
          resumable: false,
          metadata: { cacheControl: 'public, max-age=31536000, immutable' },
        },
      },
    ]);
    await store.removeFolder('uploads/u/img_1');
    expect(deleted).toEqual([{ prefix: 'media/uploads/u/img_1/' }]);
    await expect(store.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.removeFolder('uploads/../..')).rejects.toThrow();
    expect(saved).toHaveLength(1);
    expect(deleted).toHaveLength(1);
  });

  it('knows the image content types', () => {
    expect(contentTypeOf('a/b.WEBP')).toBe('image/webp');
    expect(contentTypeOf('a/b.avif')).toBe('image/avif');
    expect(contentTypeOf('a/b.bin')).toBe('application/octet-stream');
  });
});
