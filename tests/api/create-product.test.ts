// POST /api/admin/pending-links/{id}/create-product: the product written from an approved
// link, the image rules, duplicates (also trivially different URLs), races between admins,
// unique slugs.
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  LIMITS,
  NOTIFICATION_TEXTS,
  PRODUCT_MESSAGES,
  notificationId,
  productDerivedFields,
  type CreateProductAnswer,
  type MySubmissionsAnswer,
  type NotificationsPage,
} from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import {
  CATEGORY,
  productsWithLink,
  storedSubmission,
  storedSubmissionDoc,
  syncedAdmin,
  syncedMember,
  uniqueVideoId,
  uploadedImages,
  youtube,
} from './link-helpers';

const { admin, otherAdmin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('create-admin'),
  otherAdmin: () => syncedAdmin('create-admin2'),
  member: () => syncedMember('create-member'),
});
let images: string[];
beforeAll(async () => {
  images = await uploadedImages(admin.idToken, 2);
});

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Midnight Drive-In Double Feature',
    description: 'Two restored shorts from the late seventies.',
    images,
    tags: ['Classic', 'Remastered', 'classic'],
    category: CATEGORY,
    ...overrides,
  };
}

function create(id: string, overrides: Record<string, unknown> = {}, token = admin.idToken) {
  return api<CreateProductAnswer>('POST', `/api/admin/pending-links/${id}/create-product`, {
    token,
    body: productBody(overrides),
  });
}

describe('create-product from an approved link', () => {
  it('creates the product and completes the submission', async () => {
    const link = youtube();
    const id = await storedSubmission('approved', member, link);
    const res = await create(id, { isAdultsOnly: true });
    expect(res.status).toBe(201);
    const { product } = res.body;
    expect(product).toMatchObject({
      title: 'Midnight Drive-In Double Feature',
      slug: expect.stringMatching(/^midnight-drive-in-double-feature(-\d+|-[0-9a-f]{6})?$/),
      category: CATEGORY,
      tags: ['Classic', 'Remastered'],
      link,
      isAdultsOnly: true,
      likesCount: 0,
      commentsCount: 0,
      rating: { average: 0, count: 0 },
      // The member has no display name: the submission is anonymous, and carries no uid.
      suggestedBy: { displayName: ANONYMOUS_NAME, badges: [] },
    });
    expect(JSON.stringify(product)).not.toContain(member.uid);
    const productId = product.id;
    const stored = await storedAt(paths.product(productId));
    expect(stored).toMatchObject({
      approved: true,
      status: 'approved',
      likesCount: 0,
      dislikesCount: 0,
      favoritesCount: 0,
      ...productDerivedFields({
        categories: [CATEGORY],
        tags: ['Classic', 'Remastered'],
        ratingSum: 0,
        ratingCount: 0,
      }),
    });
    expect(stored).not.toHaveProperty('link');
    expect(stored).not.toHaveProperty('linkKey');
    expect(JSON.stringify(stored)).not.toContain(member.uid);
    const owner = await adminDb.doc(paths.productOwner(productId)).get();
    expect(owner.data()).toMatchObject({ ownerUid: member.uid, approved: true });
    const watchLink = await adminDb.doc(paths.watchLink(productId)).get();
    expect(watchLink.data()).toEqual({
      link,
      linkKey: link.replace('https://www.', ''),
      approved: true,
    });
    expect(stored?.images).toHaveLength(2);
    expect(stored?.images[0]).toMatchObject({
      src: expect.stringMatching(/\/640\.webp$/),
      srcset: expect.stringContaining(' 320w, '),
    });
    expect(await storedSubmissionDoc(id)).toMatchObject({ status: 'completed', productId });
    // Used by a product, the images are out of the media sweep's reach.
    for (const publicId of images) {
      const upload = await adminDb.doc(paths.upload(publicId)).get();
      expect(upload.data()?.deleteAfter, publicId).toBeNull();
    }
  });

  for (const status of ['pending', 'completed', 'rejected'] as const) {
    it(`refuses a ${status} link with 409 and writes nothing`, async () => {
      const link = youtube();
      const id = await storedSubmission(status, member, link);
      const res = await create(id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: `Only approved links can become products; this link is ${status}.`,
        code: 'wrong-state',
      });
      expect(await productsWithLink(link)).toHaveLength(0);
      expect((await storedSubmissionDoc(id))?.status).toBe(status);
    });
  }

  const refused: [string, Record<string, unknown>, string, string][] = [
    ['no images', { images: [] }, 'Please upload at least one image.', 'images'],
    [
      '13 images',
      { images: Array.from({ length: 13 }, (_, i) => `img_${String(i).padStart(24, '0')}`) },
      'You can only upload up to 12 images.',
      'images',
    ],
    ['no title', { title: '  ' }, PRODUCT_MESSAGES.titleRequired, 'title'],
    ['no description', { description: '' }, PRODUCT_MESSAGES.descriptionRequired, 'description'],
    ['no category', { category: null }, PRODUCT_MESSAGES.categoryRequired, 'category'],
    ['an unknown category', { category: 'Nope' }, PRODUCT_MESSAGES.unknownCategory, 'category'],
    [
      'an image that was never uploaded',
      { images: ['img_000000000000000000000000'] },
      PRODUCT_MESSAGES.imageUnknown,
      'images',
    ],
    [
      'a malformed image id',
      { images: ['../../etc/passwd'] },
      PRODUCT_MESSAGES.imageUnknown,
      'images',
    ],
    ['an unknown field', { price: 3 }, 'Unknown field: price', 'price'],
    [
      `${LIMITS.productTagsMax + 1} tags`,
      { tags: Array.from({ length: LIMITS.productTagsMax + 1 }, (_, i) => `Tag ${i}`) },
      PRODUCT_MESSAGES.tooManyTags,
      'tags',
    ],
  ];
  for (const [what, overrides, message, field] of refused) {
    it(`refuses ${what} with 400; the link stays approved`, async () => {
      const link = youtube();
      const id = await storedSubmission('approved', member, link);
      const res = await create(id, overrides);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'invalid-input', field });
      expect((await storedSubmissionDoc(id))?.status).toBe('approved');
      expect(await productsWithLink(link)).toHaveLength(0);
    });
  }

  it('accepts only images the same admin uploaded for products', async () => {
    const id = await storedSubmission('approved', member);
    const res = await create(id, {}, otherAdmin.idToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: PRODUCT_MESSAGES.imageUnknown,
      code: 'invalid-input',
      field: 'images',
    });
  });

  it('refuses an unused image past its grace period', async () => {
    const [late = ''] = await uploadedImages(admin.idToken, 1);
    await adminDb
      .doc(paths.upload(late))
      .update({ deleteAfter: Timestamp.fromMillis(Date.now() - 60_000) });
    const id = await storedSubmission('approved', member);
    const res = await create(id, { images: [late] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: PRODUCT_MESSAGES.imageUnknown,
      code: 'invalid-input',
      field: 'images',
    });
    expect((await storedSubmissionDoc(id))?.status).toBe('approved');
  });

  it('answers 404 for an unknown submission', async () => {
    expect((await create('no-such-submission')).status).toBe(404);
  });
});

describe('duplicates', () => {
  it('refuses an approved link that a seeded product already uses', async () => {
    // A submission of its own (the seeded ones stay as seeded for the other suites).
    const seeded = await adminDb.doc(paths.watchLink('demo-p001')).get();
    const id = await storedSubmission('approved', member, String(seeded.get('link')));
    const res = await create(id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Duplicate detected: an approved product already uses this link.',
      code: 'duplicate',
    });
    const marked = await storedSubmissionDoc(id);
    expect(marked?.status).toBe('rejected');
    expect(marked?.duplicateOf?.id).toBe('demo-p001');

    // The member sees which listed product it duplicates: in their submissions, and told by a
    // DUPLICATE notice with that product attached (the notifyOnReview trigger, after the answer).
    const title = String((await adminDb.doc(paths.product('demo-p001')).get()).get('title'));
    const mine = await api<MySubmissionsAnswer>('GET', '/api/submit-link/my-submissions', {
      token: member.idToken,
    });
    expect(mine.body.submissions.find((s) => s.id === id)?.duplicateOf).toEqual({
      id: 'demo-p001',
      title,
    });
    const notice = adminDb.doc(paths.notification(member.uid, notificationId('duplicate', id)));
    await expect.poll(async () => (await notice.get()).exists).toBe(true);
    const { items } = (
      await api<NotificationsPage>('GET', '/api/notifications', { token: member.idToken })
    ).body;
    expect(items.find((n) => n.type === 'DUPLICATE')).toMatchObject({
      message: `${NOTIFICATION_TEXTS.DUPLICATE} ${title}`,
      product: { id: 'demo-p001', title },
    });
  });

  it('refuses trivially different forms of a link that is already a product', async () => {
    const videoId = uniqueVideoId();
    const first = await storedSubmission('approved', member, youtube(videoId));
    expect((await create(first)).status).toBe(201);
    const variants = [
      `https://youtu.be/${videoId}`,
      `http://www.youtube.com/watch?v=${videoId}`,
      `https://youtube.com/watch?v=${videoId}&utm_source=newsletter&utm_medium=email`,
      `https://m.youtube.com/watch?v=${videoId}#comments`,
      `https://www.youtube.com/shorts/${videoId}/`,
    ];
    for (const link of variants) {
      const id = await storedSubmission('approved', member, link);
      const res = await create(id);
      expect(res.status, link).toBe(409);
      expect(res.body.error).toBe(PRODUCT_MESSAGES.duplicate);
      expect((await storedSubmissionDoc(id))?.status).toBe('rejected');
    }
    expect(await productsWithLink(`https://youtu.be/${videoId}`)).toHaveLength(1);
  });

  it('catches plain links that differ in scheme, www., trailing slash and tracking only', async () => {
    const path = `videos/${uniqueVideoId()}`;
    const first = await storedSubmission('approved', member, `https://example.org/${path}?b=2&a=1`);
    expect((await create(first)).status).toBe(201);
    for (const link of [
      `http://www.example.org/${path}/?a=1&b=2&fbclid=x`,
      `https://example.org/${path}/?utm_campaign=x&a=1&b=2`,
    ]) {
      const id = await storedSubmission('approved', member, link);
      expect((await create(id)).status, link).toBe(409);
    }
  });

  it('two admins creating the same link at once get exactly one product', async () => {
    const videoId = uniqueVideoId();
    const a = await storedSubmission('approved', member, youtube(videoId));
    const b = await storedSubmission('approved', member, `https://youtu.be/${videoId}`);
    const otherImages = await uploadedImages(otherAdmin.idToken, 1);
    const results = await Promise.all([
      create(a),
      create(b, { images: otherImages }, otherAdmin.idToken),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe(PRODUCT_MESSAGES.duplicate);
    expect(await productsWithLink(`https://youtu.be/${videoId}`)).toHaveLength(1);
  });

  it('two calls for the same submission at once create one product', async () => {
    const link = youtube();
    const id = await storedSubmission('approved', member, link);
    const results = await Promise.all([create(id), create(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await productsWithLink(link)).toHaveLength(1);
  });
});

describe('slugs', () => {
  it('gives products with equal titles unique, readable slugs', async () => {
    const title = `Equal Title ${uniqueVideoId().replace(/[^a-zA-Z0-9]/g, 'x')}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await storedSubmission('approved', member);
      const res = await create(id, { title });
      expect(res.status).toBe(201);
      slugs.push(res.body.product.slug);
    }
    const base = title.toLowerCase().replace(/ /g, '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('never reuses a seeded product’s slug', async () => {
    const seeded = await storedAt(paths.product('demo-p002'));
    const id = await storedSubmission('approved', member);
    const res = await create(id, { title: String(seeded?.title) });
    expect(res.status).toBe(201);
    expect(res.body.product.slug).not.toBe(seeded?.slug);
  });
});
