// Verified mode's writers (the file switches the site to it: support/age-mode.ts): create-product
// stores an adults-only product's images in adultImages and none on the product (the admin's
// answer still shows them), its files under media/adult/ (storage.rules: age-verified members
// and admins only) with the public upload's URLs answering 404, a general product as before;
// the flagged-links queue shows admins the image kept apart, and removing the product mirrors
// approved: false into adultImages.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CreateProductAnswer, FlaggedProductsPage, ProductImage } from '@xmates/domain';
import { accountsBeforeAll } from '../api/helpers';
import {
  CATEGORY,
  storedSubmission,
  syncedAdmin,
  syncedMember,
  uploadedImages,
  youtube,
} from '../api/link-helpers';
import { reportLink } from '../api/moderation-helpers';
import { storedAt } from '../support/admin';
import { api } from '../support/api';
import { useAgeMode } from '../support/age-mode';
import { paths } from '../support/paths';

useAgeMode('verified');

const { admin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('age-writes-admin'),
  member: () => syncedMember('age-writes-member'),
});

const MEDIA = fileURLToPath(new URL('../../.local-media/', import.meta.url));
/** The file a local media URL names, in .local-media/. */
const fileOf = (url: string) => `${MEDIA}${decodeURIComponent(url.replace('/api/media/', ''))}`;

async function create(isAdultsOnly: boolean, images: string[]) {
  const submission = await storedSubmission('approved', member, youtube());
  const res = await api<CreateProductAnswer>(
    'POST',
    `/api/admin/pending-links/${submission}/create-product`,
    {
      token: admin.idToken,
      body: {
        title: `Kept apart ${String(isAdultsOnly)}`,
        description: 'Made by the verified-mode tests.',
        images,
        tags: ['Classic'],
        category: CATEGORY,
        isAdultsOnly,
      },
    },
  );
  expect(res.status).toBe(201);
  return res.body.product;
}

describe('create-product in verified mode', () => {
  let adultId = '';

  it("keeps an adults-only product's images in adultImages, and answers them to the admin", async () => {
    const uploads = await uploadedImages(admin.idToken, 2);
    const published = await Promise.all(
      uploads.map(async (id) => (await storedAt(paths.upload(id)))?.image.src as string),
    );
    const product = await create(true, uploads);
    adultId = product.id;
    expect(product.images).toHaveLength(2);
    expect(product.restricted).toBe(false);
    const stored = await storedAt(paths.product(adultId));
    expect(stored?.images).toEqual([]);
    const apart = await storedAt(paths.adultImagesOf(adultId));
    expect(apart).toEqual({ images: product.imageSet, approved: true });
    for (const image of product.imageSet) {
      expect(image.src).toMatch(/^\/api\/media\/adult\/uploads\//);
      expect(image.srcset.split(', ').every((c) => c.startsWith('/api/media/adult/'))).toBe(true);
      expect(existsSync(fileOf(image.src)), image.src).toBe(true);
    }
    // The public upload's files are gone: a URL the admin saw while uploading answers 404.
    for (const src of published) {
      expect(existsSync(fileOf(src)), src).toBe(false);
      expect((await api('GET', src)).status).toBe(404);
    }
  });

  it("leaves a general product's images on the product", async () => {
    const product = await create(false, await uploadedImages(admin.idToken, 2));
    const stored = await storedAt(paths.product(product.id));
    expect((stored?.images as ProductImage[]).map((i) => i.src)).toEqual(product.images);
    expect(await storedAt(paths.adultImagesOf(product.id))).toBeUndefined();
    for (const src of product.images) {
      expect(src).not.toContain('/adult/');
      expect(existsSync(fileOf(src)), src).toBe(true);
    }
  });

  it('shows admins the image kept apart in the flagged queue, and removal mirrors approved', async () => {
    expect((await reportLink(adultId, member.idToken)).status).toBe(200);
    const apart = (await storedAt(paths.adultImagesOf(adultId))) as { images: ProductImage[] };
    const queue = await api<FlaggedProductsPage>('GET', '/api/admin/flagged', {
      token: admin.idToken,
    });
    expect(queue.body.products.find((p) => p.id === adultId)?.image).toBe(apart.images[0]?.src);
    const decided = await api('POST', `/api/admin/${adultId}/approve-broken-link`, {
      token: admin.idToken,
    });
    expect(decided.status).toBe(200);
    expect(await storedAt(paths.adultImagesOf(adultId))).toMatchObject({ approved: false });
  });
});
