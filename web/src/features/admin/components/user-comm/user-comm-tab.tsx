import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { USER_COMM_TEXTS, type UserSearchItem } from '@xmates/domain';
import { useSessionStore } from '@/stores/session-store';
import { UserPanel } from './user-panel';
import { UserSearch } from './user-search';

/** User Communication: search users, then write to one (a DM thread or an ADMIN notice). */
export function UserCommTab() {
  const adminUid = useSessionStore((s) => s.user?.uid ?? null);
  const [user, setUser] = useState<UserSearchItem | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <UserSearch selectedId={user?.id ?? null} onSelect={setUser} />
      {user && adminUid ? (
        <UserPanel key={user.id} adminUid={adminUid} user={user} onDeleted={() => setUser(null)} />
      ) : (
        <Typography color="textSecondary">{USER_COMM_TEXTS.pickUser}</Typography>
      )}
    </Box>
  );
}
