/**
 * The reasons (the message's `type`) the contact form offers. data_deletion is asked for
 * through the public form only; an unknown reason becomes others.
 */
export const CONTACT_REASONS = [
  { key: 'compliment', label: 'Compliment' },
  { key: 'complaint', label: 'Complaint' },
  { key: 'collaborate', label: 'Collaborate' },
  { key: 'suggestions', label: 'Suggestions' },
  { key: 'feature_request', label: 'Feature request' },
  { key: 'bug_report', label: 'Bug report' },
  { key: 'account_help', label: 'Account help' },
  { key: 'content_moderation', label: 'Content moderation' },
  { key: 'tech_issue', label: 'Technical issue' },
  { key: 'data_deletion', label: 'Data deletion' },
  { key: 'others', label: 'Others' },
] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number]['key'];
export const CONTACT_REASON_KEYS = CONTACT_REASONS.map<ContactReason>((r) => r.key);

export const CONTACT_STATUSES = ['new', 'read', 'responded'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Topics of the site's own links (?topic=) and the reason each one opens the form with. */
const TOPICS: Record<string, ContactReason> = {
  'report-issue': 'content_moderation',
};

/** Any spelling of a reason (data-deletion, Data_Deletion) as its key; unknown → others. */
export function contactReason(value: string | null | undefined): ContactReason {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return CONTACT_REASON_KEYS.find((r) => r === key) ?? 'others';
}

/** The reason a /contact link preselects: ?reason= first, else ?topic=, else others. */
export function reasonFromLink(reason: string | null, topic: string | null): ContactReason {
  if (reason) return contactReason(reason);
  if (topic) return TOPICS[topic.trim().toLowerCase()] ?? contactReason(topic);
  return 'others';
}

export function reasonLabel(key: string): string {
  return CONTACT_REASONS.find((r) => r.key === key)?.label ?? 'Others';
}
