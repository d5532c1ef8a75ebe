import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ADULT_MEDIA_CACHE_CONTROL,
  CloudStorageMediaStore,
  LocalDiskMediaStore,
  MEDIA_CACHE_CONTROL,
  adultMediaPath,
  contentTypeOf,
  defaultLocalMediaRoot,
  mediaCacheControl,
  publicMediaPath,
  safeMediaPath,
} from './media-store';
import { stubBucket } from './stub-bucket';

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
    const bucket = stubBucket();
    const store = new CloudStorageMediaStore('b', () => Promise.resolve(bucket));
    await store.put('uploads/u/img_1/320.webp', Buffer.from('x'), 'image/webp');
    expect(bucket.saved).toEqual([
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
    expect(bucket.deletedPrefixes).toEqual(['media/uploads/u/img_1/']);
    await expect(store.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.removeFolder('uploads/../..')).rejects.toThrow();
    expect(bucket.saved).toHaveLength(1);
    expect(bucket.deletedPrefixes).toHaveLength(1);
  });

  it('keeps adults-only files under adult/, cached privately, never publicly', () => {
    expect(adultMediaPath('uploads/u/img_1/320.webp')).toBe('adult/uploads/u/img_1/320.webp');
    expect(adultMediaPath('adult/x.webp')).toBe('adult/x.webp');
    expect(publicMediaPath('adult/seed/p/1-320.webp')).toBe('seed/p/1-320.webp');
    expect(publicMediaPath('adults/x.webp')).toBe('adults/x.webp');
    expect(mediaCacheControl('adult/uploads/u/img_1/320.webp')).toBe(ADULT_MEDIA_CACHE_CONTROL);
    expect(ADULT_MEDIA_CACHE_CONTROL).toMatch(/^private,/);
    expect(ADULT_MEDIA_CACHE_CONTROL).not.toMatch(/public|immutable/);
    expect(mediaCacheControl('uploads/u/img_1/320.webp')).toBe(MEDIA_CACHE_CONTROL);
  });

  it('writes an adults-only file with the private Cache-Control', async () => {
    const bucket = stubBucket();
    const store = new CloudStorageMediaStore('b', () => Promise.resolve(bucket));
    await store.put('adult/uploads/u/img_1/320.webp', Buffer.from('x'), 'image/webp');
    expect(bucket.saved[0]?.options.metadata.cacheControl).toBe('private, max-age=3600');
  });

  it("copies within the bucket with the new path's metadata, and deletes one file", async () => {
    const bucket = stubBucket([
      'media/uploads/u/img_1/320.webp',
      'media/uploads/u/img_1/original.png',
    ]);
    const store = new CloudStorageMediaStore('b', () => Promise.resolve(bucket));
    expect(await store.copyFolder('uploads/u/img_1', 'adult/uploads/u/img_1')).toBe(2);
    expect(bucket.copies).toEqual([
      {
        from: 'media/uploads/u/img_1/320.webp',
        to: 'media/adult/uploads/u/img_1/320.webp',
        options: { contentType: 'image/webp', cacheControl: 'private, max-age=3600' },
      },
      {
        from: 'media/uploads/u/img_1/original.png',
        to: 'media/adult/uploads/u/img_1/original.png',
        options: { contentType: 'image/png', cacheControl: 'private, max-age=3600' },
      },
    ]);
    expect(await store.copy('adult/uploads/u/img_1/320.webp', 'uploads/u/img_1/320.webp')).toBe(
      true,
    );
    expect(bucket.copies[2]?.options.cacheControl).toBe(MEDIA_CACHE_CONTROL);
    expect(await store.copy('uploads/u/none.webp', 'adult/uploads/u/none.webp')).toBe(false);
    await store.remove('uploads/u/img_1/320.webp');
    expect(bucket.objects.has('media/uploads/u/img_1/320.webp')).toBe(false);
    await store.remove('uploads/u/img_1/320.webp');
    await expect(store.copy('../x', 'adult/x')).rejects.toThrow();
  });

  it('reads back the path of its own URLs only', () => {
    const cloud = new CloudStorageMediaStore('demo.firebasestorage.app');
    const local = new LocalDiskMediaStore('/srv/media');
    for (const store of [cloud, local]) {
      for (const path of ['uploads/u/img_1/320.webp', 'adult/seed/p 1/1-320.webp']) {
        expect(store.pathOf(store.publicUrl(path))).toBe(path);
      }
    }
    expect(cloud.pathOf(local.publicUrl('a.webp'))).toBeNull();
    expect(local.pathOf(cloud.publicUrl('a.webp'))).toBeNull();
    expect(new CloudStorageMediaStore('other').pathOf(cloud.publicUrl('a.webp'))).toBeNull();
    expect(local.pathOf('/api/media/a/%2e%2e/b')).toBeNull();
    expect(local.pathOf('/api/media/%E0%A4%A')).toBeNull();
    expect(local.pathOf('https://example.com/x.webp')).toBeNull();
  });

  it('knows the image content types', () => {
    expect(contentTypeOf('a/b.WEBP')).toBe('image/webp');
    expect(contentTypeOf('a/b.avif')).toBe('image/avif');
    expect(contentTypeOf('a/b.bin')).toBe('application/octet-stream');
  });
});
