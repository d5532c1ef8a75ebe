// Uploaded images: the real type from the bytes (never the file name or Content-Type), then a
// re-encode by sharp that applies and drops the EXIF orientation and drops every other piece
// of metadata (EXIF, GPS, XMP, ICC), plus WebP variants at the responsive widths.
import type { Sharp, SharpOptions } from 'sharp';
import { RESPONSIVE_WIDTHS, UPLOAD_MESSAGES, type ImageFormat } from '@xmates/domain';
import { HttpError } from '../http/http-error';

/**
 * Decoded size limit. A 3 MB PNG of one colour can declare 30,000 × 30,000 pixels; decoding
 * that would take gigabytes, so larger images are refused from their header alone. 25 MP
 * (6,000 × 4,000 camera photos) decodes in about 100 MB, well inside the function's memory.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the file's magic number announces, or null for anything else. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** The widths to render for an image `width` pixels wide: never wider than the image itself. */
export function variantWidths(width: number): number[] {
  const widths: number[] = RESPONSIVE_WIDTHS.filter((w) => w <= width);
  const largest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1] ?? width;
  // A narrower image still gets one full-resolution variant, so srcset can serve every pixel.
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  original: EncodedImage;
  /** WebP renditions, narrowest first. */
  variants: EncodedImage[];
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** Re-encodes in the original format; animated GIF and WebP keep their first frame only. */
function reencode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 88 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Checks and processes one upload. 400 with the spec's message unless the bytes really are
 * a JPG, PNG, WEBP or GIF that decodes (a script named .png, a lying Content-Type, a
 * truncated file).
 */
export async function processImage(
  input: Buffer,
  typeMessage: string = UPLOAD_MESSAGES.imageType,
): Promise<ProcessedImage> {
  const typeError = () => new HttpError(400, typeMessage);
  const format = sniffImageFormat(input);
  if (!format) throw typeError();
  // sharp loads libvips: only the upload route pays for it, not every cold start.
  const { default: sharp } = await import('sharp');
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

  let meta;
  try {
    // Only the header is read here, so the pixel limit is checked below with its own message.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw typeError();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw typeError();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new HttpError(400, UPLOAD_MESSAGES.imageTooManyPixels);
  }

  try {
    const oriented = () => sharp(input, options).autoOrient();
    const original = await encode(reencode(oriented(), format));
    // One rendition at a time: each holds a decoded copy of the image in memory.
    const variants: EncodedImage[] = [];
    for (const width of variantWidths(original.width)) {
      variants.push(await encode(oriented().resize({ width }).webp({ quality: 78 })));
    }
    return { format, original, variants };
  } catch {
    // The header was fine but the pixel data is not (truncated or crafted files).
    throw typeError();
  }
}
