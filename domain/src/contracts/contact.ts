// POST /api/contact and the Contact Inbox (/api/admin/contact).
import type { ContactReason, ContactStatus } from '../contact/reasons';

/** POST /api/contact (also for a dropped honeypot submission, which stores nothing). */
export interface ContactAnswer {
  message: string;
}

export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  type: ContactReason;
  message: string;
  status: ContactStatus;
  createdAt: string;
}

/** GET /api/admin/contact?page=&limit=20&q=&type=&status= */
export interface AdminContactPage {
  items: ContactMessageView[];
  page: number;
  pages: number;
  total: number;
}

/** PATCH /api/admin/contact/{id}/status */
export interface ContactStatusAnswer {
  message: string;
  item: ContactMessageView;
}

/** PATCH /api/admin/contact/bulk */
export interface ContactBulkAnswer {
  message: string;
  updated: number;
  deleted: number;
}
