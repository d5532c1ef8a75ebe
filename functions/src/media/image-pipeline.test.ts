import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { MAX_INPUT_PIXELS, processImage, sniffImageFormat, variantWidths } from './image-pipeline';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });

async function rejection(run: Promise<unknown>): Promise<HttpError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('sniffImageFormat', () => {
  it('reads the magic numbers of the four allowed formats', async () => {
    expect(sniffImageFormat(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(8, 8).gif().toBuffer())).toBe('gif');
  });

  it('knows nothing else, whatever the name or type claimed', async () => {
    expect(sniffImageFormat(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(await solid(8, 8).tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('variantWidths', () => {
  it('never upscales, and keeps the full width of narrower images', () => {
    expect(variantWidths(2000)).toEqual([320, 480, 640, 800, 1024]);
    expect(variantWidths(1024)).toEqual([320, 480, 640, 800, 1024]);
    expect(variantWidths(700)).toEqual([320, 480, 640, 700]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('processImage', () => {
  it('auto-orients, strips metadata and renders WebP variants', async () => {
    const input = await solid(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret', Artist: 'someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { format, original, variants } = await processImage(input);
    expect(format).toBe('jpeg');
    // Orientation 6 is a quarter turn: the stored image is upright, 800 × 1200.
    expect([original.width, original.height]).toEqual([800, 1200]);
    const meta = await sharp(original.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(variants.map((v) => v.width)).toEqual([320, 480, 640, 800]);
    for (const v of variants) {
      const m = await sharp(v.bytes).metadata();
      expect([m.format, m.width, m.exif]).toEqual(['webp', v.width, undefined]);
      expect(v.height).toBe(v.width * 1.5);
    }
  });

  it('keeps the original format', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const input = await solid(400, 300).toFormat(format).toBuffer();
      const result = await processImage(input);
      expect(result.format).toBe(format);
      expect((await sharp(result.original.bytes).metadata()).format).toBe(format);
    }
  });

  it('refuses non-images, truncated images and other formats with the spec message', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    for (const bytes of [
      Buffer.from('#!/bin/sh\necho hi\n'),
      jpeg.subarray(0, 400),
      await solid(20, 20).tiff().toBuffer(),
    ]) {
      const err = await rejection(processImage(bytes));
      expect([err.status, err.message]).toEqual([400, 'Only JPG, PNG, WEBP, GIF allowed.']);
    }
  });

  it('refuses images with more pixels than it will decode', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await solid(side, side).png({ compressionLevel: 9 }).toBuffer();
    const err = await rejection(processImage(bomb));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/too large in pixels/);
  });
});
