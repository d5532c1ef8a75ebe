/**
 * Seeds the empty emulators with the demo data set (npm start and with-emulators run it):
 *   FIRESTORE_EMULATOR_HOST=… FIREBASE_AUTH_EMULATOR_HOST=… GCLOUD_PROJECT=demo-xmates \
 *     XMATES_URL=… npx tsx scripts/seed/index.ts
 * Idempotent: meta/seed is written last, and once it exists the script does nothing.
 *
 * The story it tells. Nine members (accounts.ts: an admin, seven verified members, one fresh
 * unverified sign-up) submitted 72 products (products.ts), some still pending review
 * (submissions.ts). Four of them gave money, through the API's checkout and the Stripe webhook
 * as a member's donation goes (donations.ts): Demo Member gives $10 every month and gave $15
 * once, ReelSeeker $50 once and $20 a month, VelvetLens $8; PopcornPilot gave $30 by mistake,
 * wrote in for a refund and was refunded. So the admin's Donations tab shows $103.00 paid in
 * five payments (two monthly, three one-time) and one refund, and the supporter badges are
 * the ones those totals earn: Demo Member and VelvetLens are Supporters, ReelSeeker a Gold
 * Supporter, PopcornPilot none. The Contact Inbox holds five messages sent through the contact
 * form (contact.ts): the refund request (answered), a feature request from Demo Member and
 * thanks from ReelSeeker (read), a bug report from NightOwl and a visitor's offer to
 * collaborate (unread).
 *
 * Background triggers are paused throughout: the seed writes every badge it derives (the
 * badge trigger would award them a second time, and notify). Last, the sitemap's parts are
 * planned over the catalogue (sitemap.ts), as the hourly sitemap job does in production.
 */
import {
  AGE_ASSURANCE_SETTING,
  COLLECTIONS,
  DEFAULT_AGE_ASSURANCE,
  LIMITS,
  type AgeAssuranceSettingDoc,
  type BadgeMeasures,
} from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, accountDocs, createAuthAccounts, earnedBadges } from './accounts';
import { requireApi } from './callers';
import { buildProduct } from './catalogue';
import { crowdReactions } from './crowd';
import { LETTERS, tellContactMessages } from './contact';
import { CATEGORIES, TAGS } from './data';
import { GIFTS, tellDonations } from './donations';
import { adminServices, requireEmulators, setBackgroundTriggers } from './env';
import { ensureImages } from './images';
import { linkKeyOf, productClaimDocs } from './links';
import { planSeedProducts, type PlannedProduct } from './products';
import { submissionDocs } from './submissions';
import { taxonomyDocs } from './taxonomy';
import { planSitemap } from './sitemap';
import { writeDocs, type SeedDoc } from './write';

/** Bump when the data set changes shape, so a stale emulator export is easy to recognise. */
const SEED_VERSION = 3;

/** Each member's badges: what their products and their donations (the stored totals) earn. */
function badgesByOwner(
  products: readonly PlannedProduct[],
  donations: ReadonlyMap<string, BadgeMeasures>,
): Map<string, string[]> {
  const measures = new Map(
    DEMO_ACCOUNTS.map((a) => [
      a.uid,
      { submissions: 0, ownLikes: 0, ownFavorites: 0, bestSingle: 0, ...donations.get(a.uid) },
    ]),
  );
  for (const { input } of products) {
    const m = measures.get(input.owner?.uid ?? '');
    if (!m) continue;
    m.submissions += 1;
    m.ownLikes += input.counts.likes;
    m.ownFavorites += input.counts.favorites;
    m.bestSingle = Math.max(m.bestSingle, input.counts.likes, input.counts.favorites);
  }
  return new Map(
    DEMO_ACCOUNTS.map((a) => [a.uid, earnedBadges(measures.get(a.uid) ?? {}, a.extraBadges)]),
  );
}

/** Properties the demo promises (the SPA's special cases need them); fail loudly if lost. */
function checkPlan(products: readonly PlannedProduct[], badges: Map<string, string[]>): void {
  const problems: string[] = [];
  const tagNames = new Set(TAGS);
  for (const c of CATEGORIES) {
    for (const t of c.affinity)
      if (!tagNames.has(t)) problems.push(`affinity tag ${t} not in TAGS`);
  }
  if (products.length < 64) problems.push(`only ${products.length} products`);
  if (new Set(products.map((p) => p.input.slug)).size !== products.length)
    problems.push('slugs repeat');
  const keys = new Set(products.map((p) => linkKeyOf(p.input.link)));
  if (keys.size !== products.length) problems.push('links repeat');
  if (![...badges.values()].some((b) => b.length > LIMITS.cardMaxBadgeIcons)) {
    problems.push(`no member has more than ${LIMITS.cardMaxBadgeIcons} badges ('+N' case)`);
  }
  if (problems.length > 0) throw new Error(`seed plan broken:\n  ${problems.join('\n  ')}`);
}

/**
 * The accounts, the donations (through the API: the badges follow from their totals), every
 * document, then the contact messages (through the API, which reads the senders' names).
 */
async function seedAll(
  { db, auth }: ReturnType<typeof adminServices>,
  products: readonly PlannedProduct[],
  nowMs: number,
): Promise<{ docs: SeedDoc[]; written: number }> {
  // The site starts in the default mode (`npm run age-mode` switches it), written first: the
  // donations below go through the API, whose instances read the mode when they start.
  const setting: AgeAssuranceSettingDoc = { mode: DEFAULT_AGE_ASSURANCE };
  const settingDoc = {
    path: `${COLLECTIONS.siteSettings}/${AGE_ASSURANCE_SETTING}`,
    data: setting,
  };
  const settingWritten = await writeDocs(db, [settingDoc]);
  await createAuthAccounts(auth);
  const badges = badgesByOwner(products, await tellDonations(db));
  checkPlan(products, badges);
  const docs = [
    ...taxonomyDocs(),
    ...accountDocs(nowMs, badges),
    ...products.flatMap((p) =>
      buildProduct(p.input, badges.get(p.input.owner?.uid ?? '') ?? [], setting.mode),
    ),
    ...products.flatMap((p) => productClaimDocs(p.input)),
    ...products.flatMap((p) => crowdReactions(p.input, nowMs)),
    ...submissionDocs(nowMs, products),
  ];
  const written = settingWritten + (await writeDocs(db, docs));
  await tellContactMessages(db);
  return { docs: [settingDoc, ...docs], written };
}

/**
 * Data imported from an export made before siteSettings/ageAssurance was always written: its
 * products are stored as declaration mode stores them, which the missing document meant. The
 * rules and the API refuse adults-only data without the document, so it is written. An existing
 * document is never changed here. A fresh seed writes it too before the API starts.
 */
async function keepAgeAssuranceSetting(db: ReturnType<typeof adminServices>['db']) {
  const ref = db.doc(`${COLLECTIONS.siteSettings}/${AGE_ASSURANCE_SETTING}`);
  const declaration: AgeAssuranceSettingDoc = { mode: 'declaration' };
  if (!(await ref.get()).exists) await ref.set(declaration);
}

async function main(): Promise<void> {
  const projectId = requireEmulators();
  const services = adminServices(projectId);
  const { db } = services;
  const started = Date.now();
  if ((await db.doc(`${COLLECTIONS.meta}/seed`).get()).exists) {
    await keepAgeAssuranceSetting(db);
    console.log('seed: already seeded');
    return;
  }

  const nowMs = Date.now();
  const products = planSeedProducts(nowMs);
  // Images are files: they are made while the API and Firestore are busy.
  const images = ensureImages(products.flatMap((p) => p.imageJobs));
  // Before the API's first instance starts (requireApi): it reads the mode at start, and a
  // missing document would log age_assurance.unknown. seedAll writes the seed's own mode.
  await keepAgeAssuranceSetting(db);
  await requireApi();
  await setBackgroundTriggers(false);
  const { docs, written } = await seedAll(services, products, nowMs).finally(() =>
    setBackgroundTriggers(true),
  );
  const sitemap = await planSitemap(projectId);
  const dataMs = Date.now() - started;
  const imageReport = await images;
  await db
    .doc(`${COLLECTIONS.meta}/seed`)
    .set({ seededAt: Timestamp.now(), version: SEED_VERSION });

  const byCollection = new Map<string, number>();
  for (const d of docs) {
    const name = d.path.split('/')[0] ?? '';
    byCollection.set(name, (byCollection.get(name) ?? 0) + 1);
  }
  console.log(
    `seed: ${written} documents (${[...byCollection].map(([k, v]) => `${k} ${v}`).join(', ')}) ` +
      `and ${GIFTS.length} donations, ${LETTERS.length} contact messages through the API ` +
      `in ${dataMs} ms; ${DEMO_ACCOUNTS.length} accounts; images ${imageReport.generated} ` +
      `generated, ${imageReport.reused} reused in ${imageReport.ms} ms; ` +
      `total ${Date.now() - started} ms; ${sitemap}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed: failed:', error);
    process.exit(1);
  },
);
