// Screenshots of the Link health tab (issue 37) at phone and desktop widths: the link checker's
// records of the newest seeded products in every state (dead, unreachable, unknown, not checked
// yet, alive), as its queue would have left them. Called from all.ts; also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/link-health.ts
import { COLLECTIONS, neverCheckedLink, severityOf, type LinkCheckDoc } from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { adminShot, newestProducts, runsAlone, takeShots, type Shot } from './take-shots';

const HOUR = 60 * 60 * 1000;

/** What the checker saw, by the products' order (newest first); the rest alive. */
const SEEN: Partial<LinkCheckDoc<Date>>[] = [
  { verdict: 'dead', status: 404, reason: '404 Not Found' },
  { verdict: 'dead', status: null, reason: 'unknown host videos.gone.example' },
  { verdict: 'dead', status: 410, reason: '410 Gone' },
  { verdict: 'unknown', status: null, reason: 'timeout after 10 s' },
  { verdict: 'unknown', status: null, reason: 'ECONNRESET' },
  { verdict: 'unknown', status: 503, reason: '503 Service Unavailable' },
  { verdict: 'unknown', status: 403, reason: '403 Forbidden' },
  { verdict: null, status: null, reason: null },
];

async function arrange(): Promise<void> {
  const products = await newestProducts(30);
  const links = await adminDb.getAll(
    ...products.map((p) => adminDb.collection(COLLECTIONS.watchLinks).doc(p.id)),
  );
  const batch = adminDb.batch();
  products.forEach((product, i) => {
    const link = String(links[i]?.get('link') ?? '');
    const seen = SEEN[i] ?? { verdict: 'alive', status: 200, reason: '200 OK' };
    const checked = seen.verdict !== null;
    const at = new Date(Date.now() - (i + 1) * 0.7 * HOUR);
    const check: LinkCheckDoc<Date> = {
      ...neverCheckedLink<Date>(link),
      ...seen,
      lastCheckedAt: checked ? at : null,
      deadSince: seen.verdict === 'dead' ? new Date(at.getTime() - 20 * HOUR) : null,
    };
    batch.set(adminDb.collection(COLLECTIONS.linkChecks).doc(product.id), {
      ...check,
      severity: severityOf(check),
    });
  });
  await batch.commit();
}

const SHOTS: Shot[] = [adminShot('admin-link-health', '/admin?tab=link-health')];

export async function takeLinkHealthShots(): Promise<void> {
  await arrange();
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeLinkHealthShots();
