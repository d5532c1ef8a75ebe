// npm run age-mode, run for real against the emulator: --to verified moves an
// adults-only product's images into adultImages (approved mirrored, removed products too) and
// their files under media/adult/ (the old URLs then answer 404), and leaves other products
// alone; --to declaration moves them back; dry runs write nothing and a second run changes
// nothing. The products and files are made for the test and removed after it. (The emulator's
// files are on disk, .local-media/; the same moves in a Cloud Storage bucket are unit-tested
// in functions/src/media/adult-media.test.ts.)
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, docs } from '../support/documents';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { runScript } from '../support/run-script';

const prefix = `migrate-age-${Date.now().toString(36)}`;
const adult = `${prefix}-adult`;
const removed = `${prefix}-removed`;
const general = `${prefix}-general`;
const ids = [adult, removed, general];
const MEDIA = fileURLToPath(new URL('../../.local-media/', import.meta.url));
/** One image set per product, as the seed and the uploads store them: a folder of widths. */
const imageOf = (id: string, folder = '') => ({
  src: `/api/media/${folder}${id}/640.webp`,
  srcset: `/api/media/${folder}${id}/320.webp 320w, /api/media/${folder}${id}/640.webp 640w`,
  width: 640,
  height: 360,
});
const image = imageOf(general);
const files = (id: string, folder = '') =>
  ['320.webp', '640.webp'].map((name) => `${MEDIA}${folder}${id}/${name}`);
const onDisk = (id: string, folder = '') => files(id, folder).every((file) => existsSync(file));
const noneOnDisk = (id: string, folder = '') =>
  files(id, folder).every((file) => !existsSync(file));

const migrate = (...args: string[]) => runScript('age-mode', ...args);
const siteMode = async () => (await storedAt(paths.ageAssuranceSetting))?.mode as unknown;
const imagesOn = async (id: string) => (await storedAt(paths.product(id)))?.images as unknown;
const apart = (id: string) => storedAt(paths.adultImagesOf(id));

beforeAll(async () => {
  const batch = adminDb.batch();
  for (const id of ids) {
    await mkdir(`${MEDIA}${id}`, { recursive: true });
    await Promise.all(files(id).map((file) => writeFile(file, 'webp')));
    const input = productInput({ slug: id, images: [imageOf(id)], isAdultsOnly: id !== general });
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
      rm(`${MEDIA}${id}`, { recursive: true, force: true }),
      rm(`${MEDIA}adult/${id}`, { recursive: true, force: true }),
      adminDb.doc(paths.product(id)).delete(),
      adminDb.doc(paths.adultImagesOf(id)).delete(),
    ]),
  );
});

describe('npm run age-mode', () => {
  it('refuses a run without a mode to move to (exit 2)', async () => {
    await expect(migrate('--apply')).rejects.toMatchObject({ code: 2 });
    await expect(migrate('--to', 'strict')).rejects.toMatchObject({ code: 2 });
  });

  it('only reports in a dry run', async () => {
    const out = await migrate('--to', 'verified');
    expect(out).toContain(`${paths.product(adult)}: images to adultImages`);
    expect(out).toContain('Dry run: nothing was written');
    expect(await imagesOn(adult)).toEqual([imageOf(adult)]);
    expect(await apart(adult)).toBeUndefined();
    expect(onDisk(adult)).toBe(true);
    expect(noneOnDisk(adult, 'adult/')).toBe(true);
    expect(await siteMode()).toBe('declaration');
  });

  it('--to verified moves adults-only images into adultImages, and a second run changes nothing', async () => {
    const out = await migrate('--to', 'verified', '--apply');
    expect(out).toMatch(/adults-only products read, \d+ moved/);
    expect(await siteMode()).toBe('verified');
    expect(await imagesOn(adult)).toEqual([]);
    expect(await apart(adult)).toEqual(docs.adultImages(true, [imageOf(adult, 'adult/')]));
    expect(await imagesOn(removed)).toEqual([]);
    expect(await apart(removed)).toEqual(docs.adultImages(false, [imageOf(removed, 'adult/')]));
    expect(await imagesOn(general)).toEqual([image]);
    expect(await apart(general)).toBeUndefined();
    for (const id of [adult, removed]) {
      expect(onDisk(id, 'adult/'), id).toBe(true);
      expect(noneOnDisk(id), id).toBe(true);
    }
    expect(onDisk(general)).toBe(true);
    // A URL handed out before the switch answers 404.
    expect((await api('GET', imageOf(adult).src)).status).toBe(404);
    const again = await migrate('--to', 'verified', '--apply');
    for (const id of ids) expect(again).not.toContain(paths.product(id));
    expect(again).toMatch(/ 0 files copied/);
  });

  it('--to declaration moves them back onto the products, and a second run changes nothing', async () => {
    expect(await migrate('--to', 'declaration')).toContain(
      `${paths.product(adult)}: images from adultImages`,
    );
    expect(await apart(adult)).toBeDefined();
    await migrate('--to', 'declaration', '--apply');
    expect(await siteMode()).toBe('declaration');
    for (const id of ids) {
      expect(await imagesOn(id)).toEqual([imageOf(id)]);
      expect(await apart(id)).toBeUndefined();
      expect(onDisk(id), id).toBe(true);
      expect(noneOnDisk(id, 'adult/'), id).toBe(true);
    }
    const again = await migrate('--to', 'declaration', '--apply');
    for (const id of ids) expect(again).not.toContain(paths.product(id));
  });
});
