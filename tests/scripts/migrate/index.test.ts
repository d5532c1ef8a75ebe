// npm run migrate, run for real against the emulator: the registered steps run one after the
// other in their order (products first), a run without --apply writes nothing, --apply brings an
// old product to today's shape through two steps (its public link to watchLinks, then its
// trending fields), and a second --apply changes nothing anywhere. Bad usage exits 2. What each
// step does is tested in this folder's step files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { trendingScore } from '@xmates/domain';
import { adminDb, existsAt, storedAt } from '../../support/admin';
import { docs } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const ORDER = ['products', 'name-claims', 'dislikes', 'link-checks', 'trending'];
const id = `migrate-all-${Date.now().toString(36)}`;
const link = `https://www.youtube.com/watch?v=${id}`;
const createdAt = new Date('2026-01-01T00:00:00Z');

const migrate = (...args: string[]) => runScript('migrate/index', ...args);

/** Each step's heading and summary lines, in the order the output prints them. */
const stepLines = (out: string) =>
  out.split('\n').flatMap((line) => {
    const heading = /^step \d+\/\d+ ([\w-]+): /.exec(line)?.[1];
    if (heading) return [`start ${heading}`];
    const summary = /^([\w-]+): /.exec(line)?.[1];
    return summary && ORDER.includes(summary) ? [`end ${summary}`] : [];
  });
const inOrder = ORDER.flatMap((step) => [`start ${step}`, `end ${step}`]);

beforeAll(async () => {
  const product = adminDb.doc(paths.product(id));
  await product.set(docs.product({ slug: id, createdAt }));
  // Stored before the public link moved out and before the trending sort.
  await product.update({
    link,
    trendingLikes: FieldValue.delete(),
    trendingScore: FieldValue.delete(),
  });
});

afterAll(async () => {
  await Promise.all(
    [paths.product(id), paths.watchLink(id), paths.productTrend(id)].map((path) =>
      adminDb.doc(path).delete(),
    ),
  );
});

describe('npm run migrate', () => {
  it('refuses an unknown step or argument (exit 2)', async () => {
    await expect(migrate('--only', 'everything')).rejects.toMatchObject({ code: 2 });
    await expect(migrate('--only')).rejects.toMatchObject({ code: 2 });
    await expect(migrate('--force')).rejects.toMatchObject({ code: 2 });
  });

  it('runs every step in order, and only reports without --apply', async () => {
    const out = await migrate();
    expect(stepLines(out)).toEqual(inOrder);
    expect(out).toContain(`${paths.product(id)}: link moved to watchLinks`);
    expect(out).toContain(`${paths.product(id)}: trending fields, counted at the next refresh`);
    expect(out).toContain('Dry run: nothing was written');
    const stored = await storedAt(paths.product(id));
    expect(stored?.link).toBe(link);
    expect(stored?.trendingScore).toBeUndefined();
    expect(await existsAt(paths.watchLink(id))).toBe(false);
  });

  it('applies every step in order with --apply, and a second --apply changes nothing', async () => {
    const out = await migrate('--apply');
    expect(stepLines(out)).toEqual(inOrder);
    expect(out).not.toContain('Dry run');
    const stored = await storedAt(paths.product(id));
    expect(stored).not.toHaveProperty('link');
    expect(stored).toMatchObject({
      trendingLikes: 0,
      trendingScore: trendingScore(0, createdAt.getTime() / 1000),
    });
    expect(await storedAt(paths.watchLink(id))).toMatchObject({ link, approved: true });

    const again = await migrate('--apply');
    expect(stepLines(again)).toEqual(inOrder);
    expect(again).not.toContain(paths.product(id));
    expect(again).toMatch(/^products: \d+ products read, 0 changed /m);
    expect(again).toMatch(/^name-claims: .* \(0 moved, 0 already held by the same member, /m);
    expect(again).toMatch(/^dislikes: \d+ disliked reactions read, 0 changed\./m);
    expect(again).toMatch(/^trending: .* products read, 0 given their trending fields\./m);
  });
});
