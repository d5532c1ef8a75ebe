// A product image upload (admins): the shared upload with purpose=product.
import type { UploadAnswer } from '@xmates/domain';
import { uploadImage } from '@/lib/upload-image';

export function uploadProductImage(file: File, signal?: AbortSignal): Promise<UploadAnswer> {
  return uploadImage(file, 'product', signal);
}
