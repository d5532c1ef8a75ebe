// Verified mode (the file switches the site to it: support/age-mode.ts): adults-only images and
// outgoing links reach only members whose token says age: 'verified'. A visitor who accepted
// the 18+ gate, a member without the claim and an account without a verified e-mail find no
// adults-only image URL and no outgoing link in the feed, their lists, the served product page
// or their own Firestore reads; the age-verified member gets both. Two adults-only products
// are made for the file as the API writes them in this mode (images in adultImages, none on
// the product), newest, so they lead the feed; the seeded ones must be stored the same way.
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGE_CLAIM,
  AGE_CLAIM_VERIFIED,
  WINDOW_MAX,
  newProductOwnerDoc,
  placeProductImages,
  type FeedPage,
  type MyProductsPage,
  type ProductListPage,
  type ProductView,
} from '@xmates/domain';
import { accountsBeforeAll, newUnverifiedMember, PASSWORD } from '../api/helpers';
import { dbWith } from '../rules/support';
import { adminAuth, adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn, type Account } from '../support/auth';
import { docs, productInput } from '../support/documents';
import { useAgeMode } from '../support/age-mode';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';

/** A verified member whose age a provider assured: the claim, then a fresh token carrying it. */
async function ageVerifiedMember(prefix: string): Promise<Account> {
  const member = await newVerifiedMember(prefix);
  await adminAuth.setCustomUserClaims(member.uid, { [AGE_CLAIM]: AGE_CLAIM_VERIFIED });
  return { ...member, idToken: (await signIn(member.email, PASSWORD)).idToken };
}

useAgeMode('verified');

const { member, assured, unverified } = accountsBeforeAll({
  member: () => newVerifiedMember('age-unassured'),
  assured: () => ageVerifiedMember('age-assured'),
  unverified: () => newUnverifiedMember('age-unverified'),
});

const run = Date.now().toString(36);
const imageOf = (id: string) => ({
  src: `/api/media/${id}.webp`,
  srcset: `/api/media/${id}.webp 320w`,
  width: 1,
  height: 1,
});
const linkOf = (id: string) => `https://videos.example.com/${id}`;
/** The member's adults-only product and the age-verified member's. */
const mine = `age-${run}-member`;
const theirs = `age-${run}-assured`;
const fixtures = [mine, theirs];
/** Every adults-only image URL in the emulator (the seed's and the fixtures'). */
let adultSources: string[] = [];

/** An adults-only product as create-product writes it in verified mode, owned by `owner`. */
async function adultProduct(id: string, owner: Account) {
  const input = productInput({
    slug: id,
    title: `Adults only ${id}`,
    isAdultsOnly: true,
    images: [imageOf(id)],
    owner: { uid: owner.uid, displayName: 'Age Tester', badges: [] },
    createdAt: new Date(),
  });
  const placed = placeProductImages('verified', { ...input, approved: true });
  const batch = adminDb.batch();
  batch.set(adminDb.doc(paths.product(id)), {
    ...docs.product(input),
    images: placed.productImages,
  });
  if (placed.adultImages) batch.set(adminDb.doc(paths.adultImagesOf(id)), placed.adultImages);
  batch.set(adminDb.doc(paths.watchLink(id)), docs.watchLink(linkOf(id)));
  const ownerDoc = newProductOwnerDoc(input);
  if (ownerDoc) batch.set(adminDb.doc(paths.productOwner(id)), ownerDoc);
  await batch.commit();
}

beforeAll(async () => {
  await adultProduct(mine, member);
  await adultProduct(theirs, assured);
  const apart = await adminDb.collection(paths.adultImages).get();
  adultSources = apart.docs.flatMap((d) =>
    (d.get('images') as { src: string; srcset: string }[]).flatMap((i) => [i.src, i.srcset]),
  );
  for (const account of [member, assured]) {
    for (const id of fixtures) {
      const liked = await api('POST', `/api/products/${id}/like`, {
        token: account.idToken,
        body: {},
      });
      expect(liked.status, `${account.email} likes ${id}`).toBe(200);
    }
  }
});

afterAll(async () => {
  await Promise.all(
    fixtures.flatMap((id) => [
      adminDb.recursiveDelete(adminDb.doc(paths.product(id))),
      adminDb.doc(paths.adultImagesOf(id)).delete(),
      adminDb.doc(paths.watchLink(id)).delete(),
      adminDb.doc(paths.productOwner(id)).delete(),
      ...[member, assured].map((a) => adminDb.doc(paths.reaction(a.uid, id)).delete()),
    ]),
  );
});

const GATE = { 'X-RAS-Accepted': 'true' };

/** An answer of the API, checked: 200, and none of the adults-only image URLs in its text. */
async function answer<T>(path: string, token?: string): Promise<T> {
  const res = await api<T>('GET', path, { token, headers: GATE });
  expect(res.status, path).toBe(200);
  const text = JSON.stringify(res.body);
  for (const source of adultSources) expect(text, path).not.toContain(source);
  return res.body;
}

/** Nothing of an adults-only product shows, and no product has a link. */
function expectWithheld(products: ProductView[], path: string) {
  expect(products.length, path).toBeGreaterThan(0);
  for (const product of products) {
    expect(product.link, `${path} ${product.id}`).toBeNull();
    if (!product.isAdultsOnly) continue;
    expect(product, `${path} ${product.id}`).toMatchObject({
      restricted: true,
      images: [],
      imageSet: [],
    });
  }
}

const FEED = '/api/products?limit=24';
const byId = (products: ProductView[], id: string) => products.find((p) => p.id === id);

describe('the seed in verified mode', () => {
  it('keeps every adults-only image off the public product documents', async () => {
    const adults = await adminDb.collection(paths.products).where('isAdultsOnly', '==', true).get();
    expect(adults.size).toBeGreaterThan(fixtures.length);
    const apart = await adminDb.getAll(
      ...adults.docs.map((d) => adminDb.doc(paths.adultImagesOf(d.id))),
    );
    adults.docs.forEach((product, i) => {
      expect(product.get('images'), product.id).toEqual([]);
      expect(apart[i]?.get('images')?.length, product.id).toBeGreaterThan(0);
      expect(apart[i]?.get('approved'), product.id).toBe(product.get('approved'));
    });
  });
});

describe('a visitor who accepted the 18+ gate', () => {
  // Also the check that the functions run in verified mode (functions/.env.local reached the
  // emulator): in declaration mode the accepted gate shows adults-only images.
  it('gets the feed with adults-only products restricted and no links', async () => {
    const page = await answer<FeedPage>(FEED);
    expectWithheld(page.products, FEED);
    expect(byId(page.products, mine), 'the fixture leads the feed').toBeDefined();
  });

  it('gets the served product page without the images', async () => {
    const res = await fetch(`${XMATES_URL}/products/${mine}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Adults only ${mine}`);
    for (const source of adultSources) expect(html).not.toContain(source);
    expect(html).not.toContain(linkOf(mine));
  });
});

describe('a member whose age is not verified', () => {
  it('gets the feed, their liked list and their own submissions without images or links', async () => {
    for (const path of [FEED, '/api/products/liked']) {
      const page = await answer<FeedPage | ProductListPage>(path, member.idToken);
      expectWithheld(page.products, path);
    }
    const own = await answer<MyProductsPage>('/api/products/mine', member.idToken);
    expectWithheld(own.products, '/api/products/mine');
    expect(own.products.map((p) => p.id)).toEqual([mine]);
  });

  it('is answered what a visitor is when the e-mail is not verified either', async () => {
    const page = await answer<FeedPage>(FEED, unverified.idToken);
    expectWithheld(page.products, FEED);
  });
});

/**
 * A client Firestore for an actor, as the rules tests make one (token claims given), and
 * none reads watchLinks: in verified mode (siteSettings/ageAssurance, written by the seed as by
 * the migration) links need the age claim, which none of these readers has.
 */
const readers: Record<string, { db: () => Promise<Firestore> }> = {
  visitor: { db: () => dbWith() },
  'member without the age claim': {
    db: () => dbWith(member.uid, { email_verified: true }),
  },
  'account with an unverified e-mail': {
    db: () => dbWith(unverified.uid, { email_verified: false }),
  },
  'e-mail unverified, age claim': {
    db: () => dbWith(unverified.uid, { email_verified: false, [AGE_CLAIM]: AGE_CLAIM_VERIFIED }),
  },
};

describe('direct Firestore reads', () => {
  for (const [name, reader] of Object.entries(readers)) {
    it(`${name}: the products hold no adults-only image, adultImages and links are refused`, async () => {
      const db = await reader.db();
      const product = await getDoc(doc(db, paths.product(mine)));
      expect(product.get('images')).toEqual([]);
      const listed = await getDocs(
        query(
          collection(db, paths.products),
          where('approved', '==', true),
          where('isAdultsOnly', '==', true),
          limit(WINDOW_MAX),
        ),
      );
      expect(listed.size).toBeGreaterThan(0);
      for (const d of listed.docs) expect(d.get('images'), d.id).toEqual([]);
      await expect(getDoc(doc(db, paths.adultImagesOf(mine)))).rejects.toThrow();
      // The page query the age-verified member sends (below), refused for want of the claim.
      await expect(
        getDocs(
          query(
            collection(db, paths.adultImages),
            where(documentId(), 'in', fixtures),
            where('approved', '==', true),
            limit(WINDOW_MAX),
          ),
        ),
      ).rejects.toThrow();
      await expect(getDoc(doc(db, paths.watchLink(mine)))).rejects.toThrow();
    });
  }

  it("the age-verified member reads a page's images and its outgoing links", async () => {
    const db = await dbWith(assured.uid, {
      email_verified: true,
      [AGE_CLAIM]: AGE_CLAIM_VERIFIED,
    });
    const page = await getDocs(
      query(
        collection(db, paths.adultImages),
        where(documentId(), 'in', fixtures),
        where('approved', '==', true),
        limit(WINDOW_MAX),
      ),
    );
    const found = new Map(page.docs.map((d) => [d.id, d.get('images') as unknown]));
    expect(found).toEqual(new Map(fixtures.map((id) => [id, [imageOf(id)]])));
    expect((await getDoc(doc(db, paths.watchLink(mine)))).get('link')).toBe(linkOf(mine));
  });
});

describe("a member whose token says age: 'verified'", () => {
  /** The fixtures as the member is answered them: their images and links. */
  function expectShown(products: ProductView[], ids: string[], path: string) {
    for (const id of ids) {
      expect(byId(products, id), `${path} ${id}`).toMatchObject({
        restricted: false,
        images: [imageOf(id).src],
        imageSet: [imageOf(id)],
        link: linkOf(id),
      });
    }
  }

  it('gets the images and links in the feed, without sending the gate header', async () => {
    const res = await api<FeedPage>('GET', FEED, { token: assured.idToken });
    expect(res.status).toBe(200);
    expectShown(res.body.products, fixtures, FEED);
    for (const product of res.body.products) {
      expect(product.link, product.id).toMatch(/^https:\/\//);
      if (product.isAdultsOnly) expect(product.images.length, product.id).toBeGreaterThan(0);
    }
  });

  it('gets them in the liked list and their own submissions', async () => {
    const liked = await api<ProductListPage>('GET', '/api/products/liked', {
      token: assured.idToken,
    });
    expectShown(liked.body.products, fixtures, '/api/products/liked');
    const own = await api<MyProductsPage>('GET', '/api/products/mine', { token: assured.idToken });
    expectShown(own.body.products, [theirs], '/api/products/mine');
  });

  it('is served the product page a visitor gets: the page is the same for everyone', async () => {
    const html = await (await fetch(`${XMATES_URL}/products/${theirs}`)).text();
    expect(html).not.toContain(imageOf(theirs).src);
  });
});
