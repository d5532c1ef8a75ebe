/** An unread count from an answer: used only if it is a number, otherwise 0. */
export function unreadCountOf(answer: unknown): number {
  const count = (answer as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
