import { describe, expect, it } from 'vitest';
import {
  CloudStorageMediaStore,
  LocalDiskMediaStore,
  contentTypeOf,
  safeMediaPath,
} from './media-store';

describe('media paths', () => {
  it('accepts plain relative paths only', () => {
    expect(safeMediaPath(['products', 'a', 'img-320.webp'])).toBe('products/a/img-320.webp');
    for (const bad of [[], ['..', 'x'], ['a', ''], ['.env'], ['a/../b'], ['a\\b'], ['a\0']]) {
      expect(safeMediaPath(bad)).toBeNull();
    }
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
    expect(new CloudStorageMediaStore('demo.firebasestorage.app').publicUrl('p/x.webp')).toBe(
      'https://storage.googleapis.com/demo.firebasestorage.app/media/p/x.webp',
    );
  });

  it('knows the image content types', () => {
    expect(contentTypeOf('a/b.WEBP')).toBe('image/webp');
    expect(contentTypeOf('a/b.avif')).toBe('image/avif');
    expect(contentTypeOf('a/b.bin')).toBe('application/octet-stream');
  });
});
