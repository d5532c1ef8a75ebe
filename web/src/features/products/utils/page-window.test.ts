import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

const pages = (current: number, total: number) =>
  pageWindow(current, total).map((i) => (i.type === 'page' ? i.page : '…'));

describe('pageWindow', () => {
  it('shows the first page, the current ±1 and the last, with gaps', () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(1, 2)).toEqual([1, 2]);
    expect(pages(1, 12)).toEqual([1, 2, '…', 12]);
    expect(pages(5, 12)).toEqual([1, '…', 4, 5, 6, '…', 12]);
    expect(pages(3, 12)).toEqual([1, 2, 3, 4, '…', 12]);
    expect(pages(12, 12)).toEqual([1, '…', 11, 12]);
    expect(pages(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it('counts pages of six, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(72, 6)).toBe(12);
    expect(pageCount(-3, 6)).toBe(1);
  });
});
