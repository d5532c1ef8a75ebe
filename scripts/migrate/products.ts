/**
 * The products step of `npm run migrate` (also alone: `npm run migrate -- --only products`):
 * brings existing products to the feed design that production Firestore accepts. For each
 * product it
 * - moves the outgoing link out of the public document into watchLinks/{id} (members only) and
 *   drops the public copy of its canonical form (linkKey; the link claims keep that);
 * - keeps the first LIMITS.productTagsMax tags and LIMITS.productCategoriesMax categories (the
 *   ones a card shows first) and prints what it drops;
 * - recomputes the derived fields (filter keys, category and tag keys, rating, score) and the
 *   search tokens (search/search.ts);
 * - moves the submitter's uid (ownerUid, suggestedBy.id) out of the public document into
 *   productOwners/{id} (server-only) and replaces suggestedBy with the card's copy
 *   (submitter: the profile's current name and badges, or 'Anonymous' without badges for a
 *   submission made without a name).
 * A dry run prints what it would change; running it again changes nothing.
 */
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  COLLECTIONS,
  LIMITS,
  canonicalLink,
  nameKey,
  productDerivedFields,
  productSearchTokens,
  submitterCopy,
  type ProductOwnerDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { pagesOf, sameStored, storedStrings, type MigrationContext } from '../lib/migration';

const PAGE = 100;

interface Plan {
  id: string;
  notes: string[];
  product: Record<string, unknown>;
  watchLink: WatchLinkDoc | null;
  owner: ProductOwnerDoc | null;
}

/** A submitter's profile as the migration reads it: the name and badges cards copy. */
interface Profile {
  displayName: string | null;
  badges: string[];
}

/** A field of the old `suggestedBy` map, whatever shape it was stored in. */
function suggestedByField(data: DocumentData, key: 'id' | 'displayName'): unknown {
  const suggestedBy: unknown = data.suggestedBy;
  return typeof suggestedBy === 'object' && suggestedBy !== null && key in suggestedBy
    ? Object.getOwnPropertyDescriptor(suggestedBy, key)?.value
    : undefined;
}

/** The uid an old-shaped product names as its submitter, if any. */
function storedOwnerUid(data: DocumentData): string | null {
  if (typeof data.ownerUid === 'string' && data.ownerUid) return data.ownerUid;
  const id = suggestedByField(data, 'id');
  return typeof id === 'string' && id ? id : null;
}

/** The first `max` entries, unique ignoring case. */
function firstUnique(values: string[], max: number): string[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(nameKey(v)) && seen.add(nameKey(v))).slice(0, max);
}

/**
 * The submitter's part of the plan: the uid to productOwners, the public fields replaced by
 * the card's copy. A submission stored as 'Anonymous' (or without a name) stays anonymous.
 */
function planOwner(
  data: DocumentData,
  profiles: Map<string, Profile>,
  product: Record<string, unknown>,
  notes: string[],
): ProductOwnerDoc | null {
  const uid = storedOwnerUid(data);
  const hadUid = 'ownerUid' in data || 'suggestedBy' in data;
  if (!hadUid) {
    if (!('submitter' in data)) {
      product.submitter = null;
      notes.push('no submitter');
    }
    return null;
  }
  product.ownerUid = FieldValue.delete();
  product.suggestedBy = FieldValue.delete();
  if (!uid) {
    product.submitter = null;
    notes.push('submitter fields removed');
    return null;
  }
  const storedName = suggestedByField(data, 'displayName');
  const anonymous =
    typeof storedName !== 'string' || !storedName.trim() || storedName === ANONYMOUS_NAME;
  const profile = profiles.get(uid);
  product.submitter = anonymous
    ? submitterCopy({ displayName: null, badges: [] })
    : submitterCopy({
        displayName: profile?.displayName ?? storedName,
        badges: profile?.badges ?? [],
      });
  notes.push('submitter uid moved to productOwners');
  return {
    ownerUid: uid,
    anonymous,
    approved: data.approved === true,
    createdAt: data.createdAt ?? null,
  };
}

/** What one product needs, or null when it is already in shape. */
function planProduct(id: string, data: DocumentData, profiles: Map<string, Profile>): Plan | null {
  const notes: string[] = [];
  const product: Record<string, unknown> = {};
  let watchLink: Plan['watchLink'] = null;

  if (typeof data.link === 'string') {
    const linkKey = canonicalLink(data.link) ?? data.link;
    watchLink = { link: data.link, linkKey, approved: data.approved === true };
    product.link = FieldValue.delete();
    notes.push('link moved to watchLinks');
  }
  if ('linkKey' in data) {
    product.linkKey = FieldValue.delete();
    notes.push('public linkKey removed');
  }

  const storedTags = storedStrings(data.tags);
  // Early products may name their category only in `category`.
  const storedCategories =
    storedStrings(data.categories).length > 0 || typeof data.category !== 'string'
      ? storedStrings(data.categories)
      : [data.category];
  const tags = firstUnique(storedTags, LIMITS.productTagsMax);
  const categories = firstUnique(storedCategories, LIMITS.productCategoriesMax);
  if (!sameStored(tags, storedTags)) {
    product.tags = tags;
    const dropped = storedTags.filter((t) => !tags.includes(t));
    notes.push(`tags ${storedTags.length} → ${tags.length} (dropped: ${dropped.join(', ')})`);
  }
  if (!sameStored(categories, storedStrings(data.categories))) {
    product.categories = categories;
    const dropped = storedCategories.filter((c) => !categories.includes(c));
    notes.push(
      `categories ${storedCategories.length} → ${categories.length} (dropped: ${dropped.join(', ')})`,
    );
  }

  const rating = (data.rating ?? {}) as { sum?: unknown; count?: unknown };
  const derived = productDerivedFields({
    categories,
    tags,
    ratingSum: typeof rating.sum === 'number' ? rating.sum : 0,
    ratingCount: typeof rating.count === 'number' ? rating.count : 0,
  });
  const searchTokens = productSearchTokens({
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : '',
    tags,
    categories,
  });
  for (const [field, value] of Object.entries({ ...derived, searchTokens })) {
    if (!sameStored(data[field], value)) product[field] = value;
  }
  if ('filterKeys' in product) {
    notes.push(
      `filter keys ${storedStrings(data.filterKeys).length} → ${derived.filterKeys.length}`,
    );
  }
  const owner = planOwner(data, profiles, product, notes);
  return Object.keys(product).length > 0 ? { id, notes, product, watchLink, owner } : null;
}

/** The profiles of the submitters an old-shaped page names (one getAll). */
async function profilesOf(db: Firestore, docs: QueryDocumentSnapshot[]) {
  const uids = [...new Set(docs.flatMap((d) => storedOwnerUid(d.data()) ?? []))];
  const profiles = new Map<string, Profile>();
  if (uids.length === 0) return profiles;
  const snaps = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.profiles).doc(uid)));
  for (const snap of snaps) {
    if (!snap.exists) continue;
    const name: unknown = snap.get('displayName');
    profiles.set(snap.id, {
      displayName: typeof name === 'string' ? name : null,
      badges: storedStrings(snap.get('badges')),
    });
  }
  return profiles;
}

/** Runs the step; answers its summary. */
export async function migrateProducts({ db, apply, log }: MigrationContext): Promise<string> {
  const products = db.collection(COLLECTIONS.products);
  let read = 0;
  let changed = 0;
  let links = 0;
  let owners = 0;
  for await (const docs of pagesOf(products, PAGE)) {
    read += docs.length;
    const profiles = await profilesOf(db, docs);
    const plans = docs.flatMap((doc) => planProduct(doc.id, doc.data(), profiles) ?? []);
    for (const plan of plans) log(`  ${COLLECTIONS.products}/${plan.id}: ${plan.notes.join('; ')}`);
    changed += plans.length;
    links += plans.filter((p) => p.watchLink).length;
    owners += plans.filter((p) => p.owner).length;
    if (apply && plans.length > 0) {
      const batch = db.batch();
      for (const plan of plans) {
        if (plan.watchLink) {
          batch.set(db.collection(COLLECTIONS.watchLinks).doc(plan.id), plan.watchLink);
        }
        if (plan.owner) {
          batch.set(db.collection(COLLECTIONS.productOwners).doc(plan.id), plan.owner);
        }
        batch.update(products.doc(plan.id), plan.product);
      }
      await batch.commit();
    }
  }
  return (
    `${read} products read, ${changed} ${apply ? 'changed' : 'to change'}` +
    ` (${links} links moved to watchLinks, ${owners} submitters to productOwners).`
  );
}
