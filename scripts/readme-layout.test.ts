// The README's Layout table is how a newcomer finds where anything lives: every folder of
// functions/src and web/src has its row, every domain topic and web feature is named in its row.
// A new folder fails this test until the table places it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The Layout section's table rows, each as its first cell and the whole row. */
function layoutRows(): { cell: string; row: string }[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('\n## Layout\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => ({ cell: row.split('|')[1] ?? '', row }));
}

/** The row whose first cell names `folder` (e.g. `web/src/features/<feature>/`). */
function rowOf(folder: string): string {
  return layoutRows().find(({ cell }) => cell.includes(`\`${folder}`))?.row ?? '';
}

describe("the README's Layout table", () => {
  it('has a row for every folder of functions/src and web/src', () => {
    const rows = layoutRows().map(({ cell }) => cell);
    const missing = [
      ...folders('functions/src').map((name) => `functions/src/${name}/`),
      ...folders('web/src')
        .filter((name) => name !== 'features')
        .map((name) => `web/src/${name}/`),
    ].filter((folder) => !rows.some((cell) => cell.includes(`\`${folder}\``)));
    expect(missing).toEqual([]);
  });

  it('names every domain topic and every web feature in their rows', () => {
    const domainRow = rowOf('domain/src/<topic>/');
    const ownRows = layoutRows().map(({ cell }) => cell);
    const topics = folders('domain/src').filter(
      (name) => !ownRows.some((cell) => cell.includes(`\`domain/src/${name}/\``)),
    );
    expect(topics.filter((topic) => !domainRow.includes(`\`${topic}\``))).toEqual([]);
    const featureRow = rowOf('web/src/features/<feature>/');
    expect(folders('web/src/features').filter((f) => !featureRow.includes(`\`${f}\``))).toEqual([]);
  });
});
