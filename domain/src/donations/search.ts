/** Admin search text: trimmed and lower-cased; it must equal one of a document's keys. */
export function searchTerm(q: string | null | undefined): string | null {
  const term = q?.trim().toLowerCase() ?? '';
  return term === '' ? null : term;
}

/** The words of a text, lower-cased: runs of letters, digits and the characters of addresses. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._'+-]*/gu) ?? [];
}

/** An e-mail's keys: the whole address, its name part and its domain. */
export function emailKeys(email: string | null): string[] {
  const lower = email?.trim().toLowerCase();
  if (!lower) return [];
  const [name = '', domain = ''] = lower.split('@');
  return [lower, name, domain].filter(Boolean);
}

/**
 * A donation is found by its e-mail (whole, name or domain), member id, session, customer or
 * payment id: one array-contains query, so the list, counts and sums page on the server.
 */
export function donationSearchKeys(fields: {
  email: string | null;
  uid: string | null;
  sessionId: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
  id: string;
}): string[] {
  const ids = [fields.uid, fields.sessionId, fields.customerId, fields.paymentIntentId, fields.id];
  const keys = [...emailKeys(fields.email), ...ids.filter((v): v is string => !!v)];
  return [...new Set(keys.map((k) => k.toLowerCase()))];
}
