import { describe, expect, it } from 'vitest';
import { sharedLink } from './shared-link';

const shared = (params: Record<string, string>) => sharedLink(new URLSearchParams(params));

describe('sharedLink', () => {
  it('takes the url parameter first', () => {
    expect(shared({ url: 'https://videos.example/v/1', text: 'https://other.example' })).toBe(
      'https://videos.example/v/1',
    );
  });
  it('finds the first link in the shared text, without the sentence around it', () => {
    expect(shared({ text: 'Look at this: https://videos.example/v/2?t=30. Wow' })).toBe(
      'https://videos.example/v/2?t=30',
    );
    expect(shared({ title: 'A video', text: '(https://videos.example/v/3)' })).toBe(
      'https://videos.example/v/3',
    );
  });
  it('gives nothing when nothing shared is an http(s) link', () => {
    expect(shared({})).toBe('');
    expect(shared({ text: 'javascript:alert(1) ftp://x.example', url: 'not a link' })).toBe('');
  });
});
