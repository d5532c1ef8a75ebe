// Adults-only images kept apart (verified mode, age assurance): only admins and members whose
// token says age: 'verified' read them, only while the product is approved. The table's actors
// carry no age claim, so every member is refused there; the age-verified reader has its own
// block. The rules do not depend on the mode: in declaration mode the collection is empty.
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { AGE_CLAIM, AGE_CLAIM_VERIFIED, WINDOW_MAX } from '@xmates/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import {
  NO_WRITES,
  dbWith,
  expectOutcome,
  matrix,
  only,
  productsBeforeAll,
  seedDocs,
  uidOf,
  uniqueId,
  withoutApprovedFilter,
} from './support';

const owner = uniqueId('adult-owner');
const { approvedId, removedId } = productsBeforeAll('adult');

beforeAll(async () => {
  await seedDocs({
    [paths.adultImagesOf(approvedId)]: docs.adultImages(),
    [paths.adultImagesOf(removedId)]: docs.adultImages(false),
  });
});

const images = (db: Firestore) => collection(db, paths.adultImages);
/** The SPA's query for the products on screen, without its limit. */
const pageFilter = (db: Firestore) =>
  query(images(db), where(documentId(), 'in', [approvedId]), where('approved', '==', true));
/** The same with a limit: the SPA's (WINDOW_MAX) by default. */
const pageQuery = (db: Firestore, max = WINDOW_MAX) => query(pageFilter(db), limit(max));
const newImages = () => ({
  path: paths.adultImagesOf(uniqueId('adult-new')),
  data: docs.adultImages(),
});

matrix([
  {
    name: 'adultImages/{productId}, approved: admins alone among the actors without an age claim',
    owner,
    path: paths.adultImagesOf(approvedId),
    // The query the SPA sends for the products on screen.
    list: pageFilter,
    cap: WINDOW_MAX,
    create: newImages,
    update: { images: [] },
    access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
    otherLists: [withoutApprovedFilter((db) => query(images(db), limit(5)))],
  },
  {
    name: 'adultImages/{productId}, product removed: admins alone read',
    owner,
    path: paths.adultImagesOf(removedId),
    list: (db) => query(images(db), where('approved', '==', false)),
    cap: WINDOW_MAX,
    create: newImages,
    update: { approved: true },
    access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
  },
]);

/** A client signed in with these claims besides `age: 'verified'`. */
const ageVerified = (claims: Record<string, unknown>) =>
  dbWith(uidOf('member', owner), { ...claims, [AGE_CLAIM]: AGE_CLAIM_VERIFIED });

describe("a member whose token says age: 'verified'", () => {
  it("gets an approved product's images and lists a page of them", async () => {
    const db = await ageVerified({ email_verified: true });
    const snap = await getDoc(doc(db, paths.adultImagesOf(approvedId)));
    expect(snap.get('images')).toEqual(docs.adultImages().images);
    const page = await getDocs(pageQuery(db));
    expect(page.docs.map((d) => d.id)).toEqual([approvedId]);
  });

  it("is refused a removed product's images, and a list without the approved filter", async () => {
    const db = await ageVerified({ email_verified: true });
    await expectOutcome(false, getDoc(doc(db, paths.adultImagesOf(removedId))));
    await expectOutcome(false, getDocs(query(images(db), limit(5))));
  });

  it('is refused a page without a limit, or asking for more than WINDOW_MAX', async () => {
    const db = await ageVerified({ email_verified: true });
    await expectOutcome(false, getDocs(pageFilter(db)));
    await expectOutcome(false, getDocs(pageQuery(db, WINDOW_MAX + 1)));
  });

  it('is refused everything without a verified e-mail', async () => {
    const db = await ageVerified({ email_verified: false });
    await expectOutcome(false, getDoc(doc(db, paths.adultImagesOf(approvedId))));
    await expectOutcome(false, getDocs(pageQuery(db)));
  });

  it('writes nothing', async () => {
    const db = await ageVerified({ email_verified: true });
    const ref = doc(db, paths.adultImagesOf(approvedId));
    await expectOutcome(false, updateDoc(ref, { images: [] }));
    await expectOutcome(false, deleteDoc(ref));
    const fresh = newImages();
    await expectOutcome(false, setDoc(doc(db, fresh.path), fresh.data));
  });
});

it('a claim other than age: verified reads nothing', async () => {
  const db = await dbWith(uidOf('other', owner), { email_verified: true, [AGE_CLAIM]: 'over18' });
  await expectOutcome(false, getDoc(doc(db, paths.adultImagesOf(approvedId))));
});
