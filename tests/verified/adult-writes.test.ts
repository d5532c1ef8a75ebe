// Verified mode's writers (AGE_ASSURANCE=verified, `npm run test:verified`): create-product
// stores an adults-only product's images in adultImages and none on the product (the admin's
// answer still shows them), a general product as before; the flagged-links queue shows admins
// the image kept apart, and removing the product mirrors approved: false into adultImages.
import { beforeAll, describe, expect, it } from 'vitest';
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
import { AGE_ASSURANCE } from '../support/env';
import { paths } from '../support/paths';

const { admin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('age-writes-admin'),
  member: () => syncedMember('age-writes-member'),
});
let images: string[];
beforeAll(async () => {
  expect(AGE_ASSURANCE, 'this file runs in the verified pass: npm run test:verified').toBe(
    'verified',
  );
  images = await uploadedImages(admin.idToken, 2);
});

async function create(isAdultsOnly: boolean) {
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
    const product = await create(true);
    adultId = product.id;
    expect(product.images).toHaveLength(2);
    expect(product.restricted).toBe(false);
    const stored = await storedAt(paths.product(adultId));
    expect(stored?.images).toEqual([]);
    const apart = await storedAt(paths.adultImagesOf(adultId));
    expect(apart).toEqual({ images: product.imageSet, approved: true });
  });

  it("leaves a general product's images on the product", async () => {
    const product = await create(false);
    const stored = await storedAt(paths.product(product.id));
    expect((stored?.images as ProductImage[]).map((i) => i.src)).toEqual(product.images);
    expect(await storedAt(paths.adultImagesOf(product.id))).toBeUndefined();
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
