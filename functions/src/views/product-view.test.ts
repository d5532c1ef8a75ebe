import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adultAccess, type AgeAssuranceMode } from '@xmates/domain';
import type { StoredProduct } from '../db/products';
import { toProductView } from './product-view';

const image = { src: '/a-1024.webp', srcset: '/a-320.webp 320w', width: 1024, height: 576 };
const link = 'https://v.example/1';
const product: StoredProduct = {
  slug: 'a-title',
  title: 'A title',
  description: 'd',
  images: [image],
  category: 'Solo',
  categories: ['Solo'],
  tags: ['HD'],
  isAdultsOnly: true,
  approved: true,
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 2)),
  submitter: { displayName: 'Una', badges: ['first_submission'] },
  likesCount: 3,
  dislikesCount: 1,
  favoritesCount: 2,
  commentsCount: 4,
  rating: { average: 4.5, count: 2, sum: 9 },
};

/** The access adultAccess gives a caller, in declaration mode unless `mode` says otherwise. */
const ctx = (
  signedIn: boolean,
  declared: boolean,
  extra: { link?: string; ageVerified?: boolean; mode?: AgeAssuranceMode } = {},
) => ({
  access: adultAccess(extra.mode ?? 'declaration', {
    signedIn,
    declared,
    ageVerified: extra.ageVerified ?? false,
  }),
  link: extra.link,
});

describe('toProductView', () => {
  it('withholds adults-only images and the link until the gate is accepted', () => {
    const view = toProductView('p1', product, ctx(true, false, { link }));
    expect(view).toMatchObject({ images: [], imageSet: [], restricted: true, link: null });
    expect(view.viewer).toBeUndefined();
  });

  it('shows images after the gate, and the link only to signed-in callers', () => {
    const visitor = toProductView('p1', product, ctx(false, true, { link }));
    expect(visitor).toMatchObject({ images: [image.src], imageSet: [image], link: null });
    const member = toProductView('p1', product, ctx(true, true, { link }));
    expect(member.link).toBe(link);
  });

  it('answers the spec’s field names', () => {
    const view = toProductView('p1', product, ctx(false, true));
    expect(view).toMatchObject({
      _id: 'p1',
      id: 'p1',
      createdAt: '2025-01-02T00:00:00.000Z',
      suggestedBy: { displayName: 'Una', badges: ['first_submission'] },
      rating: { average: 4.5, count: 2 },
      averageRating: 4.5,
      ratingsCount: 2,
    });
    expect(view).not.toHaveProperty('rating.sum');
  });

  // The submitter's account id stays in productOwners: a stored product holds none to answer.
  it('answers the submitter by name and badges only', () => {
    const view = toProductView('p1', product, ctx(true, true, { link }));
    expect(Object.keys(view.suggestedBy ?? {}).sort()).toEqual(['badges', 'displayName']);
  });

  it('in verified mode shows images and the link to age-verified members only', () => {
    const verified = { mode: 'verified' as const, link };
    for (const [signedIn, ageVerified] of [
      [false, false],
      [true, false],
    ] as const) {
      const view = toProductView('p1', product, ctx(signedIn, true, { ...verified, ageVerified }));
      expect(view).toMatchObject({ images: [], imageSet: [], restricted: true, link: null });
    }
    const assured = toProductView(
      'p1',
      product,
      ctx(true, false, { ...verified, ageVerified: true }),
    );
    expect(assured).toMatchObject({ images: [image.src], restricted: false, link });
  });

  it('shows the images kept in adultImages when they were read for the caller', () => {
    const apart: StoredProduct = { ...product, images: [] };
    const other = { ...image, src: '/b-1024.webp' };
    const access = { images: true, links: true };
    const view = toProductView('p1', apart, { access, adultImages: [other] });
    expect(view).toMatchObject({ images: [other.src], imageSet: [other], restricted: false });
    const denied = toProductView('p1', apart, { access: { images: false, links: false } });
    expect(denied).toMatchObject({ images: [], restricted: true });
  });
});
