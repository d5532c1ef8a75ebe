// The layers of functions/src and web/src are an allow-list (eslint.config.js): a file in a
// folder that no layer places fails lint until the folder is placed, and a placed file passes
// with the imports its layer allows. Only the layer rules run here, on source given as text,
// without type information (which the layers do not need, and which would take seconds a file).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The rules that fail `code` as the file at `path` (relative to the repository). */
async function failures(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(ROOT, path) });
  return result?.messages.map((message) => message.ruleId) ?? ['no result'];
}

describe('the lint layers', () => {
  // Loading the configuration, its plugins and the parser takes seconds on a busy machine (npm
  // test runs the checks beside the emulator pass): done once here, not in the first test's time.
  beforeAll(async () => {
    await failures('functions/src/handlers/x.ts', 'export const x = 1;');
  }, 60_000);

  it.each([
    'functions/src/newfolder/x.ts',
    'functions/src/newfolder/x.test.ts',
    'web/src/newfolder/x.ts',
  ])('fail %s, in a folder no layer places', async (path) => {
    expect(await failures(path, 'export const x = 1;')).toEqual(['boundaries/no-unknown-files']);
  });

  it('pass a placed file importing what its layer allows', async () => {
    const handler = [
      "import { HttpError } from '../http/http-error';",
      "import { approvedProduct } from '../lookups/products';",
      'export const x = [HttpError, approvedProduct];',
    ].join('\n');
    expect(await failures('functions/src/handlers/x.ts', handler)).toEqual([]);
    const feature = ["import { api } from '@/lib/api-client';", 'export const x = api;'].join('\n');
    expect(await failures('web/src/features/products/x.ts', feature)).toEqual([]);
  });

  it.each([
    ['functions/src/handlers/x.ts', "export { listFeed } from './feed';"],
    ['functions/src/routers/x.ts', "export { productRef } from '../db/products';"],
    ['functions/src/routers/x.ts', "export { mediaStore } from '../media/media-store';"],
    [
      'web/src/features/products/x.ts',
      "export { approveLink } from '@/features/admin/api/admin-links';",
    ],
  ])('refuse %s: %s', async (path, code) => {
    expect(await failures(path, code)).toEqual(['boundaries/dependencies']);
  });
});
