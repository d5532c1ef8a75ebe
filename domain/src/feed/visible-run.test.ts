import { describe, expect, it } from 'vitest';
import { WINDOW_MAX } from './dislikes';
import { RUN_PASS_MAX, viewerHides, visibleRun, type ReadWindow } from './visible-run';

/** A query over ids '00'..'nn' in order, reading windows as both SDKs do, and what it read. */
function query(size: number) {
  const all = Array.from({ length: size }, (_, i) => ({ id: String(i).padStart(2, '0') }));
  const windows: number[] = [];
  const read =
    (fromEnd: boolean): ReadWindow<{ id: string }> =>
    (edge, count) => {
      const at = edge ? all.findIndex((d) => d.id === edge.id) : fromEnd ? all.length : -1;
      const docs = fromEnd
        ? all.slice(Math.max(0, at - count), at)
        : all.slice(at + 1, at + 1 + count);
      windows.push(docs.length);
      return Promise.resolve(docs);
    };
  return { read, windows };
}

const hiding = (ids: string[]) => (window: { id: string }[]) =>
  Promise.resolve(new Set(window.map((d) => d.id).filter((id) => ids.includes(id))));

describe('visibleRun', () => {
  it('reads one window when nothing is hidden', async () => {
    const q = query(40);
    const run = await visibleRun(q.read(false), null, 6, false);
    expect(run.docs.map((d) => d.id)).toEqual(['00', '01', '02', '03', '04', '05']);
    expect(q.windows).toEqual([6]);
  });

  it('continues past hidden documents until the page is full, in order', async () => {
    const q = query(40);
    const run = await visibleRun(q.read(false), hiding(['01', '02', '03', '07']), 6, false);
    expect(run.docs.map((d) => d.id)).toEqual(['00', '04', '05', '06', '08', '09']);
    expect(q.windows.length).toBeGreaterThan(1);
  });

  it('reads from the end, keeping the page in the query order', async () => {
    const q = query(20);
    const run = await visibleRun(q.read(true), hiding(['19', '17']), 4, true);
    expect(run.docs.map((d) => d.id)).toEqual(['14', '15', '16', '18']);
  });

  it('stops when the query runs out, and never reads a window past WINDOW_MAX', async () => {
    const q = query(50);
    const hidden = Array.from({ length: 48 }, (_, i) => String(i).padStart(2, '0'));
    const run = await visibleRun(q.read(false), hiding(hidden), 6, false);
    expect(run.docs.map((d) => d.id)).toEqual(['48', '49']);
    expect(Math.max(...q.windows)).toBeLessThanOrEqual(WINDOW_MAX);
    expect(q.windows.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('stops RUN_PASS_MAX past the page and says where, so a page never reads the catalogue', async () => {
    const q = query(1000);
    const all = Array.from({ length: 999 }, (_, i) => String(i).padStart(2, '0'));
    const run = await visibleRun(q.read(false), hiding(all), 6, false);
    expect(run.docs).toEqual([]);
    expect(q.windows.reduce((a, b) => a + b, 0)).toBe(6 + RUN_PASS_MAX);
    expect(run.stoppedAt?.id).toBe(String(6 + RUN_PASS_MAX - 1));
    const ends = await visibleRun(query(50).read(false), hiding(all), 6, false);
    expect(ends.stoppedAt).toBeNull();
  });

  it('reads what the caller expects to pass at once, WINDOW_MAX at most a window', async () => {
    const q = query(80);
    const hidden = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'];
    const run = await visibleRun(q.read(false), hiding(hidden), 3, false, 13);
    expect(run.docs.map((d) => d.id)).toEqual(['10', '11', '12']);
    expect(q.windows).toEqual([13]);
    const wide = query(80);
    await visibleRun(wide.read(false), null, 3, false, 70);
    expect(wide.windows).toEqual([WINDOW_MAX]);
  });

  it('leaves out what hidden names keep out without asking about them, then the dislikes', async () => {
    const q = query(20);
    const asked: string[][] = [];
    const hide = viewerHides<{ id: string }>(
      (d) => Number(d.id) % 3 === 0,
      (ids) => {
        asked.push(ids);
        return Promise.resolve(new Set(ids.filter((id) => id === '04')));
      },
    );
    const run = await visibleRun(q.read(false), hide, 4, false);
    expect(run.docs.map((d) => d.id)).toEqual(['01', '02', '05', '07']);
    expect(asked.flat().some((id) => Number(id) % 3 === 0)).toBe(false);
  });
});
