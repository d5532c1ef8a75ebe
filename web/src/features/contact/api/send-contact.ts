import type { ContactAnswer, ContactInput } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/contact; `website` is the honeypot, sent as the form holds it. */
export function sendContact(input: ContactInput, website: string) {
  return api.post<ContactAnswer>('/contact', { ...input, website });
}
