import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { LIMITS } from '@xmates/domain';

/** Badge text for an unread count: '99+' above the cap; nothing for zero or non-numbers. */
export function unreadLabel(count: unknown): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(Math.floor(count));
}

export function UnreadBadge({ count, children }: { count: unknown; children: ReactNode }) {
  const label = unreadLabel(count);
  return (
    <Badge
      color="primary"
      badgeContent={label}
      invisible={label === null}
      overlap="circular"
      slotProps={{ badge: { 'aria-label': label ? `${label} unread` : undefined } as object }}
    >
      {children}
    </Badge>
  );
}
