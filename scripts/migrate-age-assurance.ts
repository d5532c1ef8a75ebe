/**
 * Moves adults-only products' images to where an age assurance mode keeps them
 * (domain/src/age-assurance/storage.ts), after the operator switched AGE_ASSURANCE:
 *   npm run migrate-age-assurance -- --to verified            dry run: prints what it would move
 *   npm run migrate-age-assurance -- --to verified --apply    moves them
 *   npm run migrate-age-assurance -- --to declaration --apply moves them back
 * --to verified: each adults-only product's images go to adultImages/{id} (`approved`
 * mirroring the product's), and the product keeps `images: []`, so no public document carries
 * them. --to declaration: the images kept in adultImages go back onto their product and the
 * adultImages document is deleted. Each page of products is read in one query (and its
 * adultImages documents in one getAll) and written in one batch, a product and its images
 * together. Running it again changes nothing. Against the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set, else against the project of the application default
 * credentials (GCLOUD_PROJECT). Exit codes: 0 done, 1 failure, 2 bad usage.
 */
import type { QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import {
  AGE_ASSURANCE_MODES,
  COLLECTIONS,
  imagesKeptApart,
  placeProductImages,
  type AdultImagesDoc,
  type AgeAssuranceMode,
  type ProductImage,
} from '@xmates/domain';
import { pagesOf, startMigration } from './lib/migration';

const NAME = 'migrate-age-assurance';
const PAGE = 100;
const USAGE = `Usage: npm run ${NAME} -- --to ${AGE_ASSURANCE_MODES.join('|')} [--apply]`;

const isMode = (value: string | undefined): value is AgeAssuranceMode =>
  (AGE_ASSURANCE_MODES as readonly (string | undefined)[]).includes(value);

/** Stored data, shaped as the writers wrote it (the API, the seed, this script). */
const imagesOf = (doc: QueryDocumentSnapshot): ProductImage[] => {
  const images: unknown = doc.get('images');
  return Array.isArray(images) ? (images as ProductImage[]) : [];
};

/**
 * One adults-only product towards `mode`: the writes it needs added to the batch, and whether
 * there were any. `apart` is its adultImages document, when one exists.
 */
function moveProduct(
  batch: WriteBatch,
  mode: AgeAssuranceMode,
  product: QueryDocumentSnapshot,
  apart: AdultImagesDoc | undefined,
): boolean {
  const imagesRef = product.ref.firestore.doc(`${COLLECTIONS.adultImages}/${product.id}`);
  const stored = { isAdultsOnly: true, images: imagesOf(product) };
  if (mode === 'verified') {
    if (imagesKeptApart(stored)) return false;
    const placed = placeProductImages(mode, {
      ...stored,
      approved: product.get('approved') === true,
    });
    if (!placed.adultImages) return false;
    batch.set(imagesRef, placed.adultImages);
    batch.update(product.ref, { images: placed.productImages });
    return true;
  }
  if (!apart) return false;
  // Images on the product already (a product written since the switch) win over a stale copy.
  if (!imagesKeptApart(stored)) {
    batch.delete(imagesRef);
    return true;
  }
  batch.update(product.ref, { images: apart.images });
  batch.delete(imagesRef);
  return true;
}

async function main(): Promise<void> {
  const { apply, db, values } = startMigration(NAME, USAGE, ['to']);
  const mode = values.to;
  if (!isMode(mode)) {
    console.error(`${NAME}: --to must be one of ${AGE_ASSURANCE_MODES.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  const adultsOnly = db.collection(COLLECTIONS.products).where('isAdultsOnly', '==', true);
  let read = 0;
  let moved = 0;
  for await (const products of pagesOf(adultsOnly, PAGE)) {
    read += products.length;
    const apart =
      mode === 'declaration'
        ? await db.getAll(...products.map((p) => db.doc(`${COLLECTIONS.adultImages}/${p.id}`)))
        : [];
    const batch = db.batch();
    let writes = 0;
    products.forEach((product, i) => {
      const kept = apart[i]?.data() as AdultImagesDoc | undefined;
      if (!moveProduct(batch, mode, product, kept)) return;
      console.log(
        `  ${product.ref.path}: images ${mode === 'verified' ? 'to' : 'from'} adultImages`,
      );
      writes += 1;
    });
    moved += writes;
    if (apply && writes > 0) await batch.commit();
  }
  console.log(
    `${NAME}: ${read} adults-only products read, ${moved} ${apply ? 'moved' : 'to move'} ` +
      `to the ${mode} mode's storage.` +
      (apply ? '' : ' Dry run: nothing was written; add --apply to write.'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`${NAME}: failed:`, error);
    process.exit(1);
  },
);
