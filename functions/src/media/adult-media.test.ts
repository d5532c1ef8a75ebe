import { describe, expect, it } from 'vitest';
import type { ProductImage } from '@xmates/domain';
import {
  copyUploadsToAdult,
  imageAt,
  imageUrls,
  placeImageFiles,
  removeStale,
  uploadsPlaced,
  uploadsUnplaced,
} from './adult-media';
import { CloudStorageMediaStore, LocalDiskMediaStore } from './media-store';
import { stubBucket } from './stub-bucket';

const BUCKET = 'demo.firebasestorage.app';
const object = (path: string) => `media/${path}`;

function cloud(names: string[]) {
  const bucket = stubBucket(names.map(object));
  return { bucket, store: new CloudStorageMediaStore(BUCKET, () => Promise.resolve(bucket)) };
}

const imageOf = (url: (path: string) => string, folder: string): ProductImage => ({
  src: url(`${folder}/640.webp`),
  srcset: `${url(`${folder}/320.webp`)} 320w, ${url(`${folder}/640.webp`)} 640w`,
  width: 640,
  height: 360,
});

describe("adults-only products' files", () => {
  it('names every file an image uses once', () => {
    const local = new LocalDiskMediaStore('/srv/media');
    expect(imageUrls(imageOf((p) => local.publicUrl(p), 'seed/p1'))).toEqual([
      '/api/media/seed/p1/640.webp',
      '/api/media/seed/p1/320.webp',
    ]);
  });

  it('points an image at adult/ and back, leaving URLs of other hosts alone', () => {
    const local = new LocalDiskMediaStore('/srv/media');
    const image = imageOf((p) => local.publicUrl(p), 'seed/p1');
    const adult = imageAt(local, image, 'adult');
    expect(adult).toEqual(imageOf((p) => local.publicUrl(`adult/${p}`), 'seed/p1'));
    expect(imageAt(local, adult, 'public')).toEqual(image);
    const elsewhere = { src: 'https://cdn.example/a.webp', srcset: '', width: 1, height: 1 };
    expect(imageAt(local, elsewhere, 'adult')).toEqual(elsewhere);
  });

  it('moves the files to adult/ (private), then the old ones go: their URLs answer 404', async () => {
    const files = ['seed/p1/320.webp', 'seed/p1/640.webp'];
    const { bucket, store } = cloud(files);
    const image = imageOf((p) => store.publicUrl(p), 'seed/p1');

    const moved = await placeImageFiles(store, [image], 'adult');
    expect(moved.images).toEqual([imageOf((p) => store.publicUrl(`adult/${p}`), 'seed/p1')]);
    expect(moved.images[0]?.src).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/media%2Fadult%2Fseed%2Fp1%2F640.webp?alt=media`,
    );
    for (const path of files) {
      expect(bucket.objects.get(object(`adult/${path}`)), path).toBe('private, max-age=3600');
    }
    expect(moved.stale.sort()).toEqual(files);
    // The documents are written with moved.images, then:
    await removeStale(store, moved.stale);
    expect([...bucket.objects.keys()].sort()).toEqual(files.map((p) => object(`adult/${p}`)));

    // Again (idempotent): nothing to copy, the same images, nothing left to delete.
    const again = await placeImageFiles(store, moved.images, 'adult');
    expect(again.images).toEqual(moved.images);
    expect(bucket.copies).toHaveLength(2);
    await removeStale(store, again.stale);
    expect(bucket.objects.size).toBe(2);
  });

  it('finishes a move that stopped before its deletes', async () => {
    const files = ['seed/p2/320.webp', 'seed/p2/640.webp'];
    const { bucket, store } = cloud([...files, ...files.map((p) => `adult/${p}`)]);
    const stored = imageOf((p) => store.publicUrl(`adult/${p}`), 'seed/p2');
    const rerun = await placeImageFiles(store, [stored], 'adult');
    expect(bucket.copies).toEqual([]);
    await removeStale(store, rerun.stale);
    expect([...bucket.objects.keys()].sort()).toEqual(files.map((p) => object(`adult/${p}`)));
  });

  it('moves them back to public files, cached as before', async () => {
    const files = ['adult/seed/p3/320.webp', 'adult/seed/p3/640.webp'];
    const { bucket, store } = cloud(files);
    const stored = imageOf((p) => store.publicUrl(`adult/${p}`), 'seed/p3');
    const moved = await placeImageFiles(store, [stored], 'public');
    expect(moved.images).toEqual([imageOf((p) => store.publicUrl(p), 'seed/p3')]);
    await removeStale(store, moved.stale);
    expect(Object.fromEntries(bucket.objects)).toEqual({
      'media/seed/p3/320.webp': 'public, max-age=31536000, immutable',
      'media/seed/p3/640.webp': 'public, max-age=31536000, immutable',
    });
  });

  it("copies a new adults-only product's uploads, then deletes the public ones", async () => {
    const upload = ['uploads/a/img_1/640.webp', 'uploads/a/img_1/original.jpg'];
    const { bucket, store } = cloud([...upload, 'uploads/b/img_2/640.webp']);
    // img_2 is another admin's: nothing of it lies under this admin's uid.
    const copied = await copyUploadsToAdult(store, 'a', ['img_1', 'img_2', 'img_1']);
    expect(copied).toEqual(['uploads/a/img_1']);
    expect(bucket.objects.get('media/adult/uploads/a/img_1/original.jpg')).toBe(
      'private, max-age=3600',
    );
    await uploadsPlaced(store, copied);
    expect([...bucket.objects.keys()].sort()).toEqual([
      'media/adult/uploads/a/img_1/640.webp',
      'media/adult/uploads/a/img_1/original.jpg',
      'media/uploads/b/img_2/640.webp',
    ]);
  });

  it('deletes the copies when the product is not written', async () => {
    const { bucket, store } = cloud(['uploads/a/img_1/640.webp']);
    const copied = await copyUploadsToAdult(store, 'a', ['img_1']);
    await uploadsUnplaced(store, copied);
    expect([...bucket.objects.keys()]).toEqual(['media/uploads/a/img_1/640.webp']);
  });
});
