import { z } from 'zod';
import { LIMITS } from '../core/constants';

/**
 * POST /api/admin/users/{uid}/delete-data: `confirm` is the member's e-mail address or display
 * name as the admin typed it; the server compares it again (confirmsMember).
 */
export const deleteMemberDataBody = z
  .object({ confirm: z.string().max(LIMITS.contactEmailMax) })
  .strict();

/** True when `typed` is the member's e-mail or display name (ignoring case and outer spaces). */
export function confirmsMember(
  typed: string,
  member: { email: string | null; displayName: string | null },
): boolean {
  const value = typed.trim().toLowerCase();
  if (!value) return false;
  return [member.email, member.displayName].some((v) => v?.trim().toLowerCase() === value);
}
