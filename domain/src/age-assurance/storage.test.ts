import { describe, expect, it } from 'vitest';
import { imagesKeptApart, placeProductImages, storesImagesApart } from './storage';

const image = { src: '/api/media/a.webp', srcset: '/api/media/a.webp 320w', width: 1, height: 1 };

describe('where adults-only images are stored', () => {
  it('keeps them apart in verified mode only, and only for adults-only products', () => {
    expect(storesImagesApart('verified', true)).toBe(true);
    expect(storesImagesApart('verified', false)).toBe(false);
    expect(storesImagesApart('declaration', true)).toBe(false);
  });

  it('moves the images of an adults-only product to adultImages in verified mode', () => {
    const product = { images: [image], isAdultsOnly: true, approved: true };
    expect(placeProductImages('verified', product)).toEqual({
      productImages: [],
      adultImages: { images: [image], approved: true },
    });
    expect(placeProductImages('declaration', product)).toEqual({
      productImages: [image],
      adultImages: null,
    });
    expect(placeProductImages('verified', { ...product, isAdultsOnly: false })).toEqual({
      productImages: [image],
      adultImages: null,
    });
  });

  it('tells a stored product whose images are kept apart', () => {
    expect(imagesKeptApart({ isAdultsOnly: true, images: [] })).toBe(true);
    expect(imagesKeptApart({ isAdultsOnly: true })).toBe(true);
    expect(imagesKeptApart({ isAdultsOnly: true, images: [image] })).toBe(false);
    expect(imagesKeptApart({ isAdultsOnly: false, images: [] })).toBe(false);
  });
});
