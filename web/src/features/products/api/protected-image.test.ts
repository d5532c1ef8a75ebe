import { describe, expect, it, vi } from 'vitest';
import { protectedImageScheme, variantFor } from './protected-image';

// Only the URL rules are tested here; the fetch needs a signed-in member (browser tests).
vi.mock('@/lib/firebase', () => ({
  appCheckToken: () => Promise.resolve(null),
  getAuthClient: () => ({ currentUser: null }),
}));

const storage = (object: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/${encodeURIComponent(object)}?alt=media`;

describe('protected image files', () => {
  it('fetches only files under media/adult/, with the token their host reads', () => {
    expect(protectedImageScheme(storage('media/adult/uploads/u/img_1/640.webp'))).toBe('Firebase');
    expect(protectedImageScheme('/api/media/adult/seed/p1/1-640.webp')).toBe('Bearer');
    expect(protectedImageScheme(storage('media/uploads/u/img_1/640.webp'))).toBeNull();
    expect(protectedImageScheme(storage('media/adults/x.webp'))).toBeNull();
    expect(protectedImageScheme('/api/media/seed/p1/1-640.webp')).toBeNull();
    expect(protectedImageScheme('https://example.com/media/adult/x.webp')).toBeNull();
  });

  it('fetches one variant: the narrowest at least as wide as shown, else the widest', () => {
    const image = {
      src: '/api/media/adult/p/1024.webp',
      srcset:
        '/api/media/adult/p/320.webp 320w, /api/media/adult/p/640.webp 640w, /api/media/adult/p/1024.webp 1024w',
      width: 1024,
      height: 576,
    };
    expect(variantFor(image, 88)).toBe('/api/media/adult/p/320.webp');
    expect(variantFor(image, 400)).toBe('/api/media/adult/p/640.webp');
    expect(variantFor(image, 2000)).toBe('/api/media/adult/p/1024.webp');
    expect(variantFor({ ...image, srcset: '' }, 400)).toBe(image.src);
  });
});
