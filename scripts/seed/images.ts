/**
 * Product images generated locally (no network): abstract artwork rendered by sharp and
 * written as WebP at every responsive width into the local media store, which the
 * emulator-mode API serves under /api/media/. Existing files are kept, so restarts are fast.
 */
import { access, mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS } from '@xmates/domain';
import type { ProductImage } from '@xmates/domain';
import { ART_HEIGHT, ART_WIDTH, artSvg } from './art';
import { MEDIA_DIR, MEDIA_URL_PREFIX } from './env';
import { Rng } from './random';

/** One image set: `<folder>/<n>-<width>.webp` for every responsive width. */
export interface ImageJob {
  /** Folder inside the media store, e.g. 'seed/demo-p001'. */
  folder: string;
  /** 1-based position in the product's gallery. */
  n: number;
}

const LARGEST = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1] ?? ART_WIDTH;
const heightFor = (width: number) => Math.round((width * ART_HEIGHT) / ART_WIDTH);
const fileName = (job: ImageJob, width: number) => `${job.folder}/${job.n}-${width}.webp`;

/** The ProductImage a product document stores for an image set (URLs relative to the site). */
export function productImage(job: ImageJob): ProductImage {
  const url = (width: number) => `${MEDIA_URL_PREFIX}${fileName(job, width)}`;
  return {
    src: url(LARGEST),
    srcset: RESPONSIVE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
    width: LARGEST,
    height: heightFor(LARGEST),
  };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Renders one image set, encoding only the widths whose file is missing. */
async function ensureSet(job: ImageJob): Promise<boolean> {
  const targets = RESPONSIVE_WIDTHS.map((w) => ({ w, path: join(MEDIA_DIR, fileName(job, w)) }));
  const missing = (
    await Promise.all(targets.map(async (t) => ((await exists(t.path)) ? null : t)))
  ).filter((t) => t !== null);
  if (missing.length === 0) return false;

  await mkdir(join(MEDIA_DIR, job.folder), { recursive: true });
  const svg = artSvg(new Rng(`image:${job.folder}/${job.n}`), job.n === 1);
  // Render once at full size without alpha (WebP encodes faster without an alpha plane).
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    missing.map(async ({ w, path }) => {
      // Write then rename: an interrupted run never leaves a truncated file that looks done.
      const tmp = `${path}.${process.pid}.tmp`;
      await sharp(data, { raw })
        .resize(w, heightFor(w))
        .webp({ quality: 72, effort: 2 })
        .toFile(tmp);
      await rename(tmp, path);
    }),
  );
  return true;
}

export interface ImageReport {
  generated: number;
  reused: number;
  ms: number;
}

/** Ensures every image set exists, a few at a time (sharp works on libuv's thread pool). */
export async function ensureImages(jobs: readonly ImageJob[]): Promise<ImageReport> {
  const started = Date.now();
  sharp.cache(false);
  const report: ImageReport = { generated: 0, reused: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      if (await ensureSet(job)) report.generated += 1;
      else report.reused += 1;
    }
  };
  const lanes = Math.max(2, Math.min(4, availableParallelism() * 2));
  await Promise.all(Array.from({ length: lanes }, worker));
  report.ms = Date.now() - started;
  return report;
}
