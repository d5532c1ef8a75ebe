// /api/uploads: processed images, named by public_id in later calls.
import type { ProductImage } from '../products/documents';

/** POST /api/uploads/images?purpose= (201) */
export interface UploadAnswer {
  public_id: string;
  secure_url: string;
  image: ProductImage;
}
