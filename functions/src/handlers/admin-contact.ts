// The Contact Inbox: pages of 20 newest first with search, type and status filters; a status
// per message; bulk status and bulk delete, all or nothing (an unknown id refuses the whole
// request, so a stale selection changes nothing).
import {
  CONTACT_MESSAGES,
  contactListShape,
  type AdminContactPage,
  type ContactBulkAnswer,
  type ContactFilter,
  type ContactStatus,
  type ContactStatusAnswer,
} from '@xmates/domain';
import { contactCollection } from '../db/contact';
import { runTransaction } from '../db/firebase';
import { applyShape, offsetPage } from '../db/query';
import { HttpError } from '../http/http-error';
import { toContactView } from '../views/contact-view';
import { readAll } from '../db/converter';

export async function listContactMessages(
  filter: ContactFilter,
  page: number,
  limit: number,
): Promise<AdminContactPage> {
  const query = applyShape(contactCollection(), contactListShape(filter));
  const { docs, ...paging } = await offsetPage(query, page, limit);
  return { items: docs.map((d) => toContactView(d.id, d.data())), ...paging };
}

export async function setContactStatus(
  id: string,
  status: ContactStatus,
): Promise<ContactStatusAnswer> {
  const ref = contactCollection().doc(id);
  const item = await runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new HttpError(404, CONTACT_MESSAGES.notFound);
    tx.update(ref, { status });
    return { ...current, status };
  });
  return { message: CONTACT_MESSAGES.statusChanged(status), item: toContactView(id, item) };
}

export type BulkRequest =
  { ids: string[]; action: 'status'; status: ContactStatus } | { ids: string[]; action: 'delete' };

export async function bulkContact(request: BulkRequest): Promise<ContactBulkAnswer> {
  const ids = [...new Set(request.ids)];
  const refs = ids.map((id) => contactCollection().doc(id));
  return runTransaction(async (tx) => {
    const snaps = await readAll(refs, { tx });
    if (snaps.some((s) => !s.exists)) {
      throw new HttpError(400, CONTACT_MESSAGES.unknownIds, { field: 'ids' });
    }
    if (request.action === 'delete') {
      for (const ref of refs) tx.delete(ref);
      return {
        message: CONTACT_MESSAGES.bulkDeleted(refs.length),
        updated: 0,
        deleted: refs.length,
      };
    }
    for (const ref of refs) tx.update(ref, { status: request.status });
    return {
      message: CONTACT_MESSAGES.bulkStatusChanged(refs.length, request.status),
      updated: refs.length,
      deleted: 0,
    };
  });
}
