// npm run migrate-age-assurance, run for real against the emulator: --to verified moves an
// adults-only product's images into adultImages (approved mirrored, removed products too) and
// leaves other products alone; --to declaration moves them back; dry runs write nothing and a
// second run changes nothing. The products are made for the test and removed after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, docs } from '../support/documents';
import { adminDb, storedAt } from '../support/admin';
import { paths } from '../support/paths';
import { runScript } from './support';

const prefix = `migrate-age-${Date.now().toString(36)}`;
const adult = `${prefix}-adult`;
const removed = `${prefix}-removed`;
const general = `${prefix}-general`;
const ids = [adult, removed, general];
const image = {
  src: `/api/media/${prefix}.webp`,
  srcset: `/api/media/${prefix}.webp 320w`,
  width: 1,
  height: 1,
};

const migrate = (...args: string[]) => runScript('migrate-age-assurance', ...args);
const imagesOn = async (id: string) => (await storedAt(paths.product(id)))?.images as unknown;
const apart = (id: string) => storedAt(paths.adultImagesOf(id));

beforeAll(async () => {
  const batch = adminDb.batch();
  for (const id of ids) {
    const input = productInput({ slug: id, images: [image], isAdultsOnly: id !== general });
    batch.set(
      adminDb.doc(paths.product(id)),
      docs.product(input, id === removed ? 'removed' : 'approved'),
    );
  }
  await batch.commit();
});

afterAll(async () => {
  await Promise.all(
    ids.flatMap((id) => [
      adminDb.doc(paths.product(id)).delete(),
      adminDb.doc(paths.adultImagesOf(id)).delete(),
    ]),
  );
});

describe('npm run migrate-age-assurance', () => {
  it('refuses a run without a mode to move to (exit 2)', async () => {
    await expect(migrate('--apply')).rejects.toMatchObject({ code: 2 });
    await expect(migrate('--to', 'strict')).rejects.toMatchObject({ code: 2 });
  });

  it('only reports in a dry run', async () => {
    const out = await migrate('--to', 'verified');
    expect(out).toContain(`${paths.product(adult)}: images to adultImages`);
    expect(out).toContain('Dry run: nothing was written');
    expect(await imagesOn(adult)).toEqual([image]);
    expect(await apart(adult)).toBeUndefined();
  });

  it('--to verified moves adults-only images into adultImages, and a second run changes nothing', async () => {
    const out = await migrate('--to', 'verified', '--apply');
    expect(out).toMatch(/adults-only products read, \d+ moved/);
    expect(await imagesOn(adult)).toEqual([]);
    expect(await apart(adult)).toEqual(docs.adultImages(true, [image]));
    expect(await imagesOn(removed)).toEqual([]);
    expect(await apart(removed)).toEqual(docs.adultImages(false, [image]));
    expect(await imagesOn(general)).toEqual([image]);
    expect(await apart(general)).toBeUndefined();
    const again = await migrate('--to', 'verified', '--apply');
    for (const id of ids) expect(again).not.toContain(paths.product(id));
  });

  it('--to declaration moves them back onto the products, and a second run changes nothing', async () => {
    expect(await migrate('--to', 'declaration')).toContain(
      `${paths.product(adult)}: images from adultImages`,
    );
    expect(await apart(adult)).toBeDefined();
    await migrate('--to', 'declaration', '--apply');
    for (const id of ids) {
      expect(await imagesOn(id)).toEqual([image]);
      expect(await apart(id)).toBeUndefined();
    }
    const again = await migrate('--to', 'declaration', '--apply');
    for (const id of ids) expect(again).not.toContain(paths.product(id));
  });
});
