import type { ContactReason, ContactStatus } from './reasons';

/** contactMessages/{id}: one message of the contact form. Server-only; admins read via the API. */
export interface ContactMessageDoc<T> {
  name: string;
  email: string;
  type: ContactReason;
  message: string;
  status: ContactStatus;
  createdAt: T;
  /** The member who sent it, when signed in. */
  uid: string | null;
  /** Lower-cased words the inbox search matches exactly (see contactSearchKeys). */
  searchKeys: string[];
}
