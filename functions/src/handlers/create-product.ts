// POST /api/admin/pending-links/{id}/create-product: an approved submission becomes a product.
// One transaction reads the submission, the link claim, the uploads, the slug claims and the
// submitter's profile, then writes the product, its members-only watch link (and in verified
// mode an adults-only product's images, kept apart in adultImages), both claims, the
// uploads marked used and the completed submission, so two admins racing for one link (or one
// submission) end with exactly one product. The completed submission says whether the admin
// is its submitter (completedBySubmitter); the notifyOnReview trigger then tells the
// submitter (triggers/submissions.ts). An adults-only product's files in verified mode are
// copied under media/adult/ first (media/adult-media.ts), its images name the copies, and the
// public uploads are deleted once it is written.
import { randomBytes } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  PRODUCT_MESSAGES,
  SUBMIT_MESSAGES,
  canonicalLink,
  checkProductInput,
  isDocumentId,
  isUploadUsable,
  logLabel,
  newProductDoc,
  newProductOwnerDoc,
  placeProductImages,
  slugify,
  storesImagesApart,
  wrongStatusMessage,
  type AgeAssuranceMode,
  type CreateProductBody,
  type ProductImage,
  type ProductInput,
  type ProductView,
} from '@xmates/domain';
import { ageMode } from '../age-assurance/mode';
import { categoryRef } from '../db/catalogue';
import { linkClaimRef, slugClaimRef } from '../db/claims';
import { runTransaction } from '../db/firebase';
import { logAction, type Actor } from '../db/moderation';
import {
  adultImagesRef,
  productOwnerRef,
  productRef,
  productsCollection,
  watchLinkRef,
} from '../db/products';
import { submissionRef } from '../db/submissions';
import { UPLOAD_ID, uploadRef } from '../db/uploads';
import { profileRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { copyUploadsToAdult, imageAt, uploadsPlaced, uploadsUnplaced } from '../media/adult-media';
import { mediaStore, uploadFolder } from '../media/media-store';
import { ADMIN_ACCESS, toProductView } from '../views/product-view';
import { notFoundSubmission, submissionTarget } from '../lookups/submissions';
import { readAll } from '../db/converter';

/** Numbered slugs tried before a random suffix: "title", "title-2" … "title-9". */
const NUMBERED_SLUGS = 9;

/** A free slug for `title`: readable while few products share the title, then suffixed. */
async function freeSlug(tx: Transaction, title: string): Promise<string> {
  const base = slugify(title);
  const numbered = [
    base,
    ...Array.from({ length: NUMBERED_SLUGS - 1 }, (_, i) => `${base}-${i + 2}`),
  ];
  const snaps = await readAll(numbered.map(slugClaimRef), { tx });
  const index = snaps.findIndex((s) => !s.exists);
  if (index >= 0) return numbered[index] ?? base;
  const random = `${base}-${randomBytes(3).toString('hex')}`;
  if ((await tx.get(slugClaimRef(random))).exists) throw new Error(`slug ${random} taken`);
  return random;
}

export async function createProductFromSubmission(
  submissionId: string,
  body: CreateProductBody,
  actor: Actor,
): Promise<ProductView> {
  if (!isDocumentId(submissionId)) throw notFoundSubmission();
  const checked = checkProductInput(body);
  if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
  const input = checked.value;
  if (!input.images.every((id) => UPLOAD_ID.test(id))) {
    throw new HttpError(400, PRODUCT_MESSAGES.imageUnknown, { field: 'images' });
  }

  const mode = ageMode();
  const store = mediaStore();
  const apart = storesImagesApart(mode, input.isAdultsOnly);
  // Before the transaction (copies are no Firestore writes): another admin's or an unknown
  // upload has no folder under this admin's uid, so nothing of it is copied, and the
  // transaction refuses it below.
  const copied = apart ? await copyUploadsToAdult(store, actor.uid, input.images) : [];
  try {
    const outcome = await createInTransaction(submissionId, input, actor, mode, (image) =>
      apart ? imageAt(store, image, 'adult') : image,
    );
    if (outcome.duplicate) {
      throw new HttpError(409, PRODUCT_MESSAGES.duplicate, { code: 'duplicate' });
    }
    const { id, doc, link, adultImages, firstUse } = outcome;
    // An upload another product already used keeps its files: that product names them.
    const fresh = new Set(firstUse.map((publicId) => uploadFolder(actor.uid, publicId)));
    await uploadsPlaced(
      store,
      copied.filter((folder) => fresh.has(folder)),
    );
    return toProductView(id, doc, { access: ADMIN_ACCESS, link, adultImages });
  } catch (err) {
    await uploadsUnplaced(store, copied);
    throw err;
  }
}

async function createInTransaction(
  submissionId: string,
  input: ProductInput,
  actor: Actor,
  mode: AgeAssuranceMode,
  place: (image: ProductImage) => ProductImage,
) {
  return runTransaction(async (tx) => {
    const subRef = submissionRef(submissionId);
    const submission = (await tx.get(subRef)).data();
    if (!submission) throw notFoundSubmission();
    if (submission.status !== 'approved') {
      throw new HttpError(409, wrongStatusMessage('create', submission.status));
    }
    const linkKey = canonicalLink(submission.link);
    if (!linkKey) throw new HttpError(400, SUBMIT_MESSAGES.invalidUrl);

    const claimRef = linkClaimRef(linkKey);
    // The category is read here, not before: an admin deleting it at the same moment then
    // either sees this product (and refuses) or makes this creation fail.
    const [claimSnap, uploadSnaps, categorySnap] = await Promise.all([
      tx.get(claimRef),
      readAll(
        input.images.map((publicId) => uploadRef(publicId)),
        { tx },
      ),
      tx.get(categoryRef(input.category)),
    ]);
    const category = categorySnap.data()?.name;
    if (!category) {
      throw new HttpError(400, PRODUCT_MESSAGES.unknownCategory, { field: 'category' });
    }
    const claim = claimSnap.data();
    if (claim) {
      // A claim of a removed product is stale: the link is free again.
      const holder = (await tx.get(productRef(claim.productId))).data();
      if (holder?.approved === true) {
        // Admin spec: the link "is marked as a duplicate" and creation stops. Marking closes
        // the submission (rejected, with the product it duplicates) so it leaves the queue.
        const duplicateOf = { id: claim.productId, title: holder.title ?? '' };
        tx.update(subRef, { status: 'rejected', duplicateOf, updatedAt: Timestamp.now() });
        logAction(tx, actor, 'link.reject', submissionTarget(submissionId, submission), {
          note: `Duplicate of “${logLabel(duplicateOf.title)}”`,
        });
        return { duplicate: true as const };
      }
    }
    const now = Timestamp.now();
    // An unused upload past its grace period may be going away with its files.
    const uploads = uploadSnaps.map((s) => s.data());
    const images = uploads.map((u) =>
      u &&
      u.ownerUid === actor.uid &&
      u.purpose === 'product' &&
      isUploadUsable(u.deleteAfter?.toMillis() ?? null, now.toMillis())
        ? place(u.image)
        : null,
    );
    if (images.some((image) => image === null)) {
      throw new HttpError(400, PRODUCT_MESSAGES.imageUnknown, { field: 'images' });
    }
    const slug = await freeSlug(tx, input.title);
    const submitterUid = submission.submittedBy.uid;
    const profile = (await tx.get(profileRef(submitterUid))).data();

    const ref = productsCollection().doc();
    const product = {
      slug,
      title: input.title,
      description: input.description,
      categories: [category],
      tags: input.tags,
      images: images.filter((image) => image !== null),
      isAdultsOnly: input.isAdultsOnly,
      // A member without a display name submits anonymously, as the submit page tells them.
      owner: {
        uid: submitterUid,
        displayName: profile?.displayName ?? submission.submittedBy.displayName,
        badges: profile?.badges ?? [],
      },
      createdAt: now,
    };
    const placed = placeProductImages(mode, { ...product, approved: true });
    const doc = { ...newProductDoc(product), images: placed.productImages };
    tx.create(ref, doc);
    if (placed.adultImages) tx.create(adultImagesRef(ref.id), placed.adultImages);
    const owner = newProductOwnerDoc(product);
    if (owner) tx.create(productOwnerRef(ref.id), owner);
    tx.create(watchLinkRef(ref.id), { link: submission.link, linkKey, approved: true });
    const linkClaim = { linkKey, productId: ref.id, createdAt: now };
    if (claim) tx.set(claimRef, linkClaim);
    else tx.create(claimRef, linkClaim);
    tx.create(slugClaimRef(slug), { productId: ref.id, createdAt: now });
    // Used by a product, the images are kept (the media sweep deletes unused ones only).
    for (const publicId of new Set(input.images)) {
      tx.update(uploadRef(publicId), { deleteAfter: null });
    }
    tx.update(subRef, {
      status: 'completed',
      productId: ref.id,
      completedBySubmitter: actor.uid === submitterUid,
      updatedAt: now,
    });
    logAction(
      tx,
      actor,
      'product.create',
      { kind: 'product', id: ref.id, productId: null, commentId: null, label: logLabel(doc.title) },
      { note: `From submission ${submissionId}` },
    );
    const adultImages = placed.adultImages?.images ?? null;
    // The uploads no product used before this one.
    const firstUse = input.images.filter((_, i) => uploads[i]?.deleteAfter !== null);
    const link = submission.link;
    return { duplicate: false as const, id: ref.id, doc, link, adultImages, firstUse };
  });
}
