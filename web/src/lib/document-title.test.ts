import { describe, expect, it } from 'vitest';
import { TITLE_MAX, pageTitle } from './document-title';

describe('pageTitle', () => {
  it('names the page, then the site', () => {
    expect(pageTitle('My Likes')).toBe('My Likes · xmates');
    expect(pageTitle('')).toBe('xmates · smart sharing, smarter watching');
  });

  it('never exceeds 80 characters', () => {
    const title = pageTitle('A very long title '.repeat(10));
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith('… · xmates')).toBe(true);
  });
});
