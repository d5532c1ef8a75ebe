/** Texts of image uploads and of the media they are served from. */
export const UPLOAD_MESSAGES = {
  imageType: 'Only JPG, PNG, WEBP, GIF allowed.',
  imageTooLarge: 'Max size 3MB per image.',
  imageMissing: 'Please choose an image file.',
  imageTooManyPixels: 'The image is too large in pixels (max 25 megapixels).',
  uploadBodyType: 'Send the image file itself as the request body (Content-Type image/*).',
  invalidMediaPath: 'Invalid media path.',
} as const;
