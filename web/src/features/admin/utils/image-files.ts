// The create-product form's image rules on the client (admin spec, section 5), checked before
// anything is sent; the API checks the same again from the bytes.
import { LIMITS, PRODUCT_MESSAGES, UPLOAD_MESSAGES } from '@xmates/domain';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Browsers leave type empty for some files; the extension decides then. */
function isAllowedType(file: FileLike): boolean {
  if (file.type) return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return EXTENSIONS.test(file.name);
}

/**
 * Which of the chosen files may be uploaded, given how many the form already holds, and the
 * messages for the rest (each message once). Files past the 12th are left out.
 */
export function checkImageFiles<F extends FileLike>(
  files: readonly F[],
  alreadyHeld: number,
): { accepted: F[]; errors: string[] } {
  const errors = new Set<string>();
  const accepted: F[] = [];
  for (const file of files) {
    if (!isAllowedType(file)) errors.add(UPLOAD_MESSAGES.imageType);
    else if (file.size > LIMITS.maxImageBytes) errors.add(UPLOAD_MESSAGES.imageTooLarge);
    else if (alreadyHeld + accepted.length >= LIMITS.maxProductImages) {
      errors.add(PRODUCT_MESSAGES.tooManyImages);
    } else accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}
