import { describe, expect, it } from 'vitest';
import { canonicalLink, isHttpUrl, productLinkDocId } from './canonical-link';

const YOUTUBE_ID = 'dQw4w9WgXcQ';

describe('canonicalLink', () => {
  it.each([
    {
      what: 'ignores scheme, host case, www./m., trailing slash and fragment',
      links: [
        'https://example.com/videos/42',
        'http://example.com/videos/42',
        'HTTPS://WWW.EXAMPLE.COM/videos/42/',
        'https://m.example.com/videos/42#comments',
        '  https://www.example.com./videos/42//  ',
      ],
      key: 'example.com/videos/42',
    },
    {
      what: 'maps every YouTube form of one video to watch?v=',
      links: [
        `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
        `https://youtube.com/watch?feature=share&v=${YOUTUBE_ID}&t=42s&list=PL1&index=2`,
        `http://m.youtube.com/watch?v=${YOUTUBE_ID}`,
        `https://youtu.be/${YOUTUBE_ID}`,
        `https://youtu.be/${YOUTUBE_ID}?si=abc&t=10`,
        `https://www.youtube.com/shorts/${YOUTUBE_ID}`,
        `https://www.youtube.com/embed/${YOUTUBE_ID}?rel=0`,
        `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
        `https://www.youtube.com/live/${YOUTUBE_ID}`,
        `https://music.youtube.com/watch?v=${YOUTUBE_ID}`,
      ],
      key: `youtube.com/watch?v=${YOUTUBE_ID}`,
    },
    {
      what: 'maps Vimeo page, player and channel forms to vimeo.com/ID',
      links: [
        'https://vimeo.com/845120377',
        'https://vimeo.com/845120377/',
        'https://player.vimeo.com/video/845120377?h=abc123',
        'https://vimeo.com/channels/staffpicks/845120377',
        'https://vimeo.com/845120377/a1b2c3d4e5',
      ],
      key: 'vimeo.com/845120377',
    },
    {
      what: 'maps dai.ly and Dailymotion embeds to dailymotion.com/video/ID',
      links: [
        'https://www.dailymotion.com/video/x8q2w7k',
        'https://dai.ly/x8q2w7k',
        'https://www.dailymotion.com/embed/video/x8q2w7k?autoplay=1',
        'https://www.dailymotion.com/video/x8q2w7k_a-title-slug',
        'https://geo.dailymotion.com/player.html?video=x8q2w7k',
      ],
      key: 'dailymotion.com/video/x8q2w7k',
    },
  ])('$what', ({ links, key }) => {
    expect([...new Set(links.map(canonicalLink))]).toEqual([key]);
  });

  it('keeps the path case, a non-default port and real parameters', () => {
    expect(canonicalLink('https://example.com/Video/A')).toBe('example.com/Video/A');
    expect(canonicalLink('https://example.com:8443/a')).toBe('example.com:8443/a');
    expect(canonicalLink('https://example.com/')).toBe('example.com');
    expect(canonicalLink('https://example.com/watch?id=1')).not.toBe(
      canonicalLink('https://example.com/watch?id=2'),
    );
  });

  it('drops tracking parameters and sorts the rest', () => {
    expect(
      canonicalLink(
        'https://example.com/v?b=2&utm_source=x&utm_medium=y&a=1&fbclid=z&gclid=g&si=s&feature=f&ref=r',
      ),
    ).toBe('example.com/v?a=1&b=2');
    expect(canonicalLink('https://example.com/v?UTM_Campaign=x')).toBe('example.com/v');
  });

  it('keeps other YouTube pages as ordinary links', () => {
    expect(canonicalLink('https://www.youtube.com/@somechannel/videos/')).toBe(
      'youtube.com/@somechannel/videos',
    );
  });

  it('has no key for anything but http(s) URLs', () => {
    for (const bad of [
      '',
      'example.com',
      'ftp://example.com/a',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(canonicalLink(bad), bad).toBeNull();
    }
  });
});

describe('isHttpUrl', () => {
  it('accepts http(s) URLs up to 2048 characters', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl(' http://example.com ')).toBe(true);
    const base = 'https://example.com/';
    expect(isHttpUrl(base + 'a'.repeat(2048 - base.length))).toBe(true);
    expect(isHttpUrl(base + 'a'.repeat(2049 - base.length))).toBe(false);
  });

  it('refuses other schemes and non-URLs', () => {
    for (const bad of [
      '',
      'www.example.com',
      'ftp://x.org',
      'mailto:a@b.c',
      'https://',
      'http//x.org',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('productLinkDocId', () => {
  it('is the SHA-256 of the key: short, path-safe and the same for every variant', () => {
    const id = productLinkDocId('youtube.com/watch?v=dQw4w9WgXcQ');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(productLinkDocId(canonicalLink('https://youtu.be/dQw4w9WgXcQ') ?? '')).toBe(id);
  });
});

describe('productLinkDocId', () => {
  // Seeded and created products hold claims under these ids: the scheme must never change.
  it('is the hex SHA-256 of the UTF-8 bytes of the key', () => {
    expect(productLinkDocId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(productLinkDocId('é')).toBe(
      '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c',
    );
  });
});
