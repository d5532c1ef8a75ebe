// The Contact Inbox and the Donations tab, mounted inside the /api/admin router (which already
// requires a signed-in admin).
import { Router } from 'express';
import {
  CONTACT_MESSAGES,
  CONTACT_REASON_KEYS,
  CONTACT_STATUSES,
  DONATION_STATUSES,
  LIMITS,
  contactBulkBody,
  contactSearchTerm,
  contactStatusBody,
  searchTerm,
  type ContactFilter,
  type DonationFilter,
} from '@xmates/domain';
import { bulkContact, listContactMessages, setContactStatus } from '../handlers/admin-contact';
import { donationStats, exportDonations, listDonations } from '../handlers/admin-donations';
import { HttpError } from '../http/http-error';
import {
  adminPageParam,
  boolParam,
  enumParam,
  intParam,
  readQuery,
  type QueryValues,
} from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';

const FILTER_PARAMS = ['q', 'status', 'recurring'];
const PAGE_PARAMS = ['page', 'limit'];

/** limit=20 as the panel sends it; larger values get the largest page (20). */
const limitParam = (q: QueryValues) =>
  intParam(q, 'limit', {
    min: 1,
    max: LIMITS.adminPageSize,
    fallback: LIMITS.adminPageSize,
    clampAbove: true,
  });

function searchParam(q: QueryValues): string | null {
  if ((q.q ?? '').length > LIMITS.adminContactSearchMax) {
    throw new HttpError(400, CONTACT_MESSAGES.searchTooLong, { field: 'q' });
  }
  return q.q ?? null;
}

function donationFilter(q: QueryValues): DonationFilter {
  const status = enumParam(q, 'status', ['', ...DONATION_STATUSES], '');
  return {
    q: searchTerm(searchParam(q)),
    status: status || null,
    recurring: boolParam(q, 'recurring'),
  };
}

function contactFilter(q: QueryValues): ContactFilter {
  const type = enumParam(q, 'type', ['', ...CONTACT_REASON_KEYS], '');
  const status = enumParam(q, 'status', ['', ...CONTACT_STATUSES], '');
  return { q: contactSearchTerm(searchParam(q)), type: type || null, status: status || null };
}

export function adminInboxRouter(): Router {
  const router = checkParams(Router(), {
    id: answer404(CONTACT_MESSAGES.notFound),
  });

  router.get('/donations', async (req, res) => {
    const q = readQuery(req.query, [...FILTER_PARAMS, ...PAGE_PARAMS]);
    res.json(await listDonations(donationFilter(q), adminPageParam(q), limitParam(q)));
  });

  router.get('/donations/stats', async (req, res) => {
    const q = readQuery(req.query, FILTER_PARAMS);
    res.json(await donationStats(donationFilter(q)));
  });

  router.get('/donations/export', async (req, res) => {
    const q = readQuery(req.query, FILTER_PARAMS);
    const csv = await exportDonations(donationFilter(q));
    const day = new Date().toISOString().slice(0, 10);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="donations-${day}.csv"`);
    res.send(csv);
  });

  router.get('/contact', async (req, res) => {
    const q = readQuery(req.query, ['q', 'type', 'status', ...PAGE_PARAMS]);
    res.json(await listContactMessages(contactFilter(q), adminPageParam(q), limitParam(q)));
  });

  router.patch('/contact/bulk', async (req, res) => {
    res.json(await bulkContact(parseBody(contactBulkBody, req.body)));
  });

  router.patch('/contact/:id/status', async (req, res) => {
    const { status } = parseBody(contactStatusBody, req.body);
    res.json(await setContactStatus(pathParam(req, 'id'), status));
  });

  return router;
}
