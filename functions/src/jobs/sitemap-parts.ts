// The sitemap job (hourly): keeps meta/sitemapParts, the id ranges of the sitemap's products
// parts (domain/src/seo/sitemap.ts), so that a part is one bounded query and the index one
// read. Each run counts every part's listed products (a count() reads one document per 1,000
// products it counts), splits a part past four fifths of the part size into pieces of at most
// half (its ids read once, in order; the first piece keeps the part's number, the others take
// the next numbers) and moves each part's lastmod to its last change: the update time of a
// product of its range changed since the last run, or the run's time when its count moved (a
// product deleted outright) or it was split. The emulator fires no schedules: the seed and the
// tests run planSitemapParts themselves.
import { Timestamp } from 'firebase-admin/firestore';
import {
  WHOLE_CATALOGUE_PART,
  sitemapCuts,
  sitemapPartOf,
  sitemapSplitAt,
  type SitemapPartsDoc,
} from '@xmates/domain';
import { sitemapPartSize } from '../config';
import {
  countListedIn,
  listedIdsIn,
  productsChangedSince,
  sitemapPartsRef,
  type StoredSitemapPart,
} from '../db/sitemap';

/** Ids a split reads a query. */
const ID_PAGE = 1_000;
/** Changed products a run reads at most; past that, every part counts as changed. */
const CHANGES_MAX = 1_000;
/**
 * Changes are looked for from this long before the last run: a write is dated when its
 * transaction starts and may land later.
 */
const CHANGE_MARGIN_MS = 10 * 60_000;

export interface SitemapPartsReport {
  parts: number;
  /** Listed products over every part. */
  listed: number;
  /** Parts split, and the parts their pieces added. */
  split: number;
  added: number;
  /** Parts whose lastmod moved. */
  changed: number;
}

export interface SitemapPartsOptions {
  /** SITEMAP_PART_SIZE (the tests and the seed give the emulator suite's). */
  partSize?: number;
  now?: Date;
}

/** Every listed id of a part's range, in order. */
async function idsOf(part: StoredSitemapPart): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const page = await listedIdsIn(part, ID_PAGE, ids.at(-1) ?? null).get();
    ids.push(...page.docs.map((doc) => doc.id));
    if (page.size < ID_PAGE) return ids;
  }
}

/** The later of a part's lastmod and `at`. */
function touch(part: StoredSitemapPart, at: Timestamp): boolean {
  if (part.lastmod && part.lastmod.toMillis() >= at.toMillis()) return false;
  part.lastmod = at;
  return true;
}

/** Moves each part's lastmod to its products' changes since `since` (all parts: too many). */
async function applyChanges(parts: StoredSitemapPart[], since: Timestamp, now: Timestamp) {
  const changed = await productsChangedSince(since, CHANGES_MAX + 1).get();
  const moved = new Set<number>();
  if (changed.size > CHANGES_MAX) {
    for (const [i, part] of parts.entries()) if (touch(part, now)) moved.add(i);
    return moved;
  }
  for (const doc of changed.docs) {
    const i = sitemapPartOf(parts, doc.id);
    const part = parts[i];
    const at = doc.data().updatedAt;
    // A clock ahead of this one: never a lastmod in the future.
    if (part && at && touch(part, at.toMillis() > now.toMillis() ? now : at)) moved.add(i);
  }
  return moved;
}

/** One run: counts, splits and dates the parts, then stores them. */
export async function planSitemapParts({
  partSize = sitemapPartSize(),
  now = new Date(),
}: SitemapPartsOptions = {}): Promise<SitemapPartsReport> {
  const at = Timestamp.fromDate(now);
  const stored = (await sitemapPartsRef().get()).data();
  const parts: StoredSitemapPart[] = stored?.parts.map((part) => ({ ...part })) ?? [
    { ...WHOLE_CATALOGUE_PART, lastmod: at },
  ];
  const counts = await Promise.all(parts.map((part) => countListedIn(part)));
  const moved = stored
    ? await applyChanges(
        parts,
        Timestamp.fromMillis(stored.checkedAt.toMillis() - CHANGE_MARGIN_MS),
        at,
      )
    : new Set<number>();
  const report: SitemapPartsReport = { parts: 0, listed: 0, split: 0, added: 0, changed: 0 };

  const count = parts.length;
  for (let i = 0; i < count; i += 1) {
    const part = parts[i];
    if (!part) continue;
    const listed = counts[i] ?? 0;
    if (listed !== part.listed && touch(part, at)) moved.add(i);
    part.listed = listed;
    if (listed <= sitemapSplitAt(partSize)) continue;
    const ids = await idsOf(part);
    const cuts = sitemapCuts(ids.length, partSize);
    if (cuts.length === 0) continue;
    // Piece k holds ids[starts[k]] to ids[starts[k + 1] - 1]: piece 0 stays part i.
    const starts = [0, ...cuts, ids.length];
    const pieces = starts.slice(1).map((end, k) => ({
      from: k === 0 ? part.from : (ids[starts[k] ?? 0] ?? null),
      to: end === ids.length ? part.to : (ids[end] ?? null),
      listed: end - (starts[k] ?? 0),
      lastmod: at,
    }));
    const [first, ...others] = pieces;
    if (first) parts[i] = first;
    parts.push(...others);
    moved.add(i);
    report.split += 1;
    report.added += others.length;
  }

  const doc: SitemapPartsDoc<Timestamp> = { parts, partSize, checkedAt: at };
  await sitemapPartsRef().set(doc);
  report.parts = parts.length;
  report.listed = parts.reduce((sum, part) => sum + part.listed, 0);
  report.changed = moved.size + report.added;
  return report;
}
