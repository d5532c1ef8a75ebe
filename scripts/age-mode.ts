/**
 * Switches the site's age assurance mode, siteSettings/ageAssurance: the one source of the mode,
 * which the security rules, the API and the SPA read (docs/age-assurance.md#switching-modes):
 *   npm run age-mode -- --to verified            dry run: prints what it would move
 *   npm run age-mode -- --to verified --apply    switches to verified mode
 *   npm run age-mode -- --to declaration --apply switches back
 * The adults-only products' images move to where the mode keeps them
 * (domain/src/age-assurance/storage.ts). --to verified: each adults-only product's images go to
 * adultImages/{id} (`approved` mirroring the product's), and the product keeps `images: []`, so
 * no public document carries them; their files are copied under media/adult/ (storage.rules:
 * age-verified members only, cached privately), the documents name the copies, and the public
 * files are deleted, so a URL handed out before the switch answers 404. --to declaration: the
 * files go back to their public paths, the images back onto their product, and the adultImages
 * document is deleted.
 * The stricter mode always holds while data moves: towards verified the images move first and the
 * document switches last; towards declaration the document switches first. Until then a product
 * moved early shows a placeholder, and no adults-only image is public under verified mode.
 * Each page of products is read in one query (and its adultImages documents in one getAll) and
 * written in one batch, a product and its images together; the old files are deleted after the
 * batch. Running it again changes nothing (and finishes the deletes of a run that stopped).
 * Against the emulators when FIRESTORE_EMULATOR_HOST is set (files in .local-media/), else
 * against the project of the application default credentials (GCLOUD_PROJECT) and its default
 * bucket <project>.firebasestorage.app, or --bucket <name>. Exit codes: 0 done, 1 failure,
 * 2 bad usage.
 */
import type { DocumentSnapshot, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  AGE_ASSURANCE_MODES,
  AGE_ASSURANCE_SETTING,
  COLLECTIONS,
  imagesKeptApart,
  isAgeAssuranceMode,
  type AdultImagesDoc,
  type AgeAssuranceSettingDoc,
  type AgeAssuranceMode,
  type ProductImage,
} from '@xmates/domain';
import {
  filesToMove,
  imageAt,
  placeImageFiles,
  removeStale,
  type MediaPlace,
} from '../functions/src/media/adult-media';
import {
  CloudStorageMediaStore,
  LocalDiskMediaStore,
  type MediaStore,
} from '../functions/src/media/media-store';
import { pagesOf, startMigration } from './lib/migration';

const NAME = 'age-mode';
const PAGE = 100;
const USAGE = `Usage: npm run ${NAME} -- --to ${AGE_ASSURANCE_MODES.join('|')} [--apply] [--bucket <name>]`;

/** Stored data, shaped as the writers wrote it (the API, the seed, this script). */
const imagesOf = (doc: DocumentSnapshot): ProductImage[] => {
  const images: unknown = doc.get('images');
  return Array.isArray(images) ? (images as ProductImage[]) : [];
};

/** The media store the catalogue's files are in: the emulator's disk, or the bucket. */
function openStore(bucketName: string | undefined): MediaStore {
  if (process.env.FIRESTORE_EMULATOR_HOST) return new LocalDiskMediaStore();
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  const name = bucketName ?? `${project}.firebasestorage.app`;
  return new CloudStorageMediaStore(name, () => Promise.resolve(getStorage().bucket(name)));
}

const sameImages = (a: readonly ProductImage[], b: readonly ProductImage[]) =>
  JSON.stringify(a) === JSON.stringify(b);

interface Move {
  /** The product's documents changed. */
  documents: boolean;
  /** Files copied to the mode's place (or that a dry run would copy). */
  files: number;
  /** Files to delete once the batch is written. */
  stale: string[];
}

/**
 * One adults-only product towards `mode`: its files copied (with --apply), the writes it needs
 * added to the batch. `apart` is its adultImages document, when one exists.
 */
async function moveProduct(
  batch: WriteBatch,
  mode: AgeAssuranceMode,
  product: QueryDocumentSnapshot,
  apart: AdultImagesDoc | undefined,
  files: { store: MediaStore; apply: boolean },
): Promise<Move> {
  const imagesRef = product.ref.firestore.doc(`${COLLECTIONS.adultImages}/${product.id}`);
  const onProduct = imagesOf(product);
  const keptApart = imagesKeptApart({ isAdultsOnly: true, images: onProduct });
  // Images on the product (a product written since the switch) win over a stale copy.
  const images = keptApart ? (apart?.images ?? []) : onProduct;
  const place: MediaPlace = mode === 'verified' ? 'adult' : 'public';
  const placed = images.map((image) => imageAt(files.store, image, place));
  const toCopy = filesToMove(files.store, images, place);
  const copied = files.apply ? await placeImageFiles(files.store, images, place) : null;
  const stale = copied?.stale ?? [];
  if (mode === 'verified') {
    if (!keptApart) {
      batch.set(imagesRef, { images: placed, approved: product.get('approved') === true });
      batch.update(product.ref, { images: [] });
      return { documents: true, files: toCopy.length, stale };
    }
    if (apart && !sameImages(apart.images, placed)) {
      batch.update(imagesRef, { images: placed });
      return { documents: true, files: toCopy.length, stale };
    }
    return { documents: false, files: toCopy.length, stale };
  }
  if (apart) {
    batch.update(product.ref, { images: placed });
    batch.delete(imagesRef);
    return { documents: true, files: toCopy.length, stale };
  }
  if (!sameImages(onProduct, placed)) {
    batch.update(product.ref, { images: placed });
    return { documents: true, files: toCopy.length, stale };
  }
  return { documents: false, files: toCopy.length, stale };
}

async function main(): Promise<void> {
  const { apply, db, values } = startMigration(NAME, USAGE, ['to', 'bucket']);
  const mode = values.to;
  if (!isAgeAssuranceMode(mode)) {
    console.error(`${NAME}: --to must be one of ${AGE_ASSURANCE_MODES.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  const store = openStore(values.bucket);
  const setting: AgeAssuranceSettingDoc = { mode };
  const settingRef = db.doc(`${COLLECTIONS.siteSettings}/${AGE_ASSURANCE_SETTING}`);
  // Towards declaration the switch comes first: verified mode held while the images were apart.
  if (apply && mode === 'declaration') await settingRef.set(setting);
  const adultsOnly = db.collection(COLLECTIONS.products).where('isAdultsOnly', '==', true);
  let read = 0;
  let moved = 0;
  let files = 0;
  for await (const products of pagesOf(adultsOnly, PAGE)) {
    read += products.length;
    const apart = await db.getAll(
      ...products.map((p) => db.doc(`${COLLECTIONS.adultImages}/${p.id}`)),
    );
    const batch = db.batch();
    let writes = 0;
    const stale: string[] = [];
    for (const [i, product] of products.entries()) {
      const kept = apart[i]?.data() as AdultImagesDoc | undefined;
      const move = await moveProduct(batch, mode, product, kept, { store, apply });
      stale.push(...move.stale);
      files += move.files;
      if (!move.documents) continue;
      console.log(
        `  ${product.ref.path}: images ${mode === 'verified' ? 'to' : 'from'} adultImages`,
      );
      writes += 1;
    }
    moved += writes;
    if (apply && writes > 0) await batch.commit();
    // Once the documents name the copies: the old files go, and their URLs answer 404.
    if (apply) await removeStale(store, stale);
  }
  // Towards verified the switch comes last, once no public document carries the images.
  if (apply && mode === 'verified') await settingRef.set(setting);
  const where = mode === 'verified' ? 'media/adult/' : 'their public paths';
  console.log(
    `${NAME}: ${read} adults-only products read, ${moved} ${apply ? 'moved' : 'to move'} ` +
      `to the ${mode} mode's storage, ${files} files ${apply ? 'copied' : 'to copy'} to ${where}.` +
      (apply
        ? ` The rules, the API and the SPA now apply the ${mode} mode.`
        : ' Dry run: nothing was written; add --apply to write.'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`${NAME}: failed:`, error);
    process.exit(1);
  },
);
