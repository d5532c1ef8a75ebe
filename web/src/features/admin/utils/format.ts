const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 Jun 2025, 2:15 pm"; an empty string for a missing or broken date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** A missing display name is shown as Anonymous (admin spec, section 3). */
export function submitterName(submittedBy: { displayName: string | null } | null): string {
  return submittedBy?.displayName?.trim() || 'Anonymous';
}
