// The collections the SPA reads, typed (firestore-converter.ts), through Firestore Lite: the
// feed, product pages, focus links and the member's reactions are one-shot reads under the
// security rules. Features read Firestore through these references and the types below, never
// by naming a collection or casting a document.
import {
  COLLECTIONS,
  type AdultImagesDoc,
  type HiddenFiltersDoc,
  type ProductDoc,
  type ReactionDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import type {
  DocumentSnapshot,
  QueryConstraint,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase/firestore/lite';
import type { Lite } from './firebase';
import { typed } from './firestore-converter';

export type { QueryConstraint };

/** A product as stored, its times Firestore Timestamps. */
export type StoredProduct = ProductDoc<Timestamp>;
export type ProductSnapshot = DocumentSnapshot<StoredProduct, StoredProduct>;
/** A product a query found: its data is there. */
export type ProductQuerySnapshot = QueryDocumentSnapshot<StoredProduct, StoredProduct>;

/** products/{id}: anyone reads the approved ones, admins every one. */
export const productsCollection = (lite: Lite) => typed<StoredProduct>(lite, COLLECTIONS.products);

/** watchLinks/{productId}: the approved outgoing links, for verified members only. */
export const watchLinksCollection = (lite: Lite) =>
  typed<WatchLinkDoc>(lite, COLLECTIONS.watchLinks);

/**
 * adultImages/{productId}: in verified mode, an adults-only product's images, for members
 * whose token carries the age claim (and admins).
 */
export const adultImagesCollection = (lite: Lite) =>
  typed<AdultImagesDoc>(lite, COLLECTIONS.adultImages);

/** users/{uid}/reactions/{productId}: a member's own reactions, read by that member only. */
export const reactionsCollection = (lite: Lite, uid: string) =>
  typed<ReactionDoc<Timestamp>>(lite, COLLECTIONS.users, uid, COLLECTIONS.reactions);

/** hiddenFilters/{uid}: the tags and categories a member hides, read by that member only. */
export const hiddenFiltersCollection = (lite: Lite) =>
  typed<HiddenFiltersDoc<Timestamp>>(lite, COLLECTIONS.hiddenFilters);
