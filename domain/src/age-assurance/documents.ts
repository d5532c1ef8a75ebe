/** Age assurance's stored documents. T is the writer's Timestamp type. */
import type { ProductImage } from '../products/documents';
import type { AgeMethod } from './verification';

/**
 * ageRecords/{uid}: server-only. The outcome of a member's age check and nothing else: no date
 * of birth, no document, no selfie. The custom claim `age: 'verified'` mirrors over18 == true.
 */
export interface AgeRecordDoc<T = unknown> {
  over18: boolean;
  method: AgeMethod;
  verifiedAt: T;
}

/**
 * ageSessions/{sessionId}: server-only. Each verification session this app started (the webhook
 * acts on no other) and where it stands; `eventId` is the last event applied.
 */
export interface AgeSessionDoc<T = unknown> {
  uid: string;
  method: AgeMethod;
  state: 'pending' | 'verified' | 'under18' | 'failed' | 'canceled';
  createdAt: T;
  updatedAt: T;
}

/**
 * adultImages/{productId}: in verified mode, an adults-only product's images (its public
 * document then has none). Read by admins and by members whose token says `age: 'verified'`;
 * `approved` mirrors the product's, as in watchLinks.
 */
export interface AdultImagesDoc {
  images: ProductImage[];
  approved: boolean;
}

/** localVerifications/{sessionId}: server-only, emulator only: the local test verification. */
export interface LocalVerificationDoc<T = unknown> {
  uid: string;
  state: 'open' | 'complete' | 'cancelled';
  createdAt: T;
  /**
   * The test date of birth ('YYYY-MM-DD'), from completion until the webhook reads it once
   * (the local provider deletes it as it reads it, as Stripe's session is redacted).
   */
  dateOfBirth?: string;
}
