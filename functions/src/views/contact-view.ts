import type { ContactMessageView } from '@xmates/domain';
import type { StoredContactMessage } from '../db/contact';

export function toContactView(id: string, d: StoredContactMessage): ContactMessageView {
  return {
    _id: id,
    name: d.name,
    email: d.email,
    type: d.type,
    message: d.message,
    status: d.status,
    createdAt: d.createdAt.toDate().toISOString(),
  };
}
