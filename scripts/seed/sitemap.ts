// The sitemap's parts over the seeded (or generated) catalogue: the hourly sitemap job's run
// (functions/src/jobs/sitemap-parts.ts), which the emulator never fires, with the emulated
// functions' part size, so the local sitemap names every listed product from the start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planSitemapParts } from '@xmates/functions/jobs/sitemap-parts';
import { ROOT } from './env';

/** A parameter of the emulated functions, as functions/.env.<project> sets it. */
function emulatorParam(projectId: string, name: string): string {
  const env = readFileSync(join(ROOT, 'functions', `.env.${projectId}`), 'utf8');
  const value = new RegExp(`^${name}=(.*)$`, 'm').exec(env)?.[1];
  if (value === undefined) throw new Error(`${name} is not set in functions/.env.${projectId}`);
  return value.trim();
}

/**
 * Plans the sitemap's parts over the products written, as the hourly sitemap job does in
 * production (the emulator fires no schedules), with the emulator's part size.
 */
export async function planSitemap(projectId: string): Promise<string> {
  const partSize = Number(emulatorParam(projectId, 'SITEMAP_PART_SIZE'));
  const report = await planSitemapParts({ partSize });
  return `sitemap: ${report.listed} listed products in ${report.parts} parts of at most ${partSize}`;
}
