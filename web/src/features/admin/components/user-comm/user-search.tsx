import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, USER_COMM_TEXTS, type UserSearchItem } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { PrevNextButtons } from '@/components/ui/prev-next-buttons';
import { useUserSearch } from '../../api/user-comm';

interface UserSearchProps {
  selectedId: string | null;
  onSelect: (user: UserSearchItem) => void;
}

/** Users by the start of their e-mail or display name, searched as the admin types. */
export function UserSearch({ selectedId, onSelect }: UserSearchProps) {
  const [q, setQ] = useState('');
  const search = useUserSearch(useDeferredValue(q));
  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        label="Search users"
        placeholder="e-mail or display name"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        helperText={USER_COMM_TEXTS.searchHint}
        slotProps={{ htmlInput: { maxLength: LIMITS.userSearchQueryMax } }}
      />
      <Box sx={{ height: 2, mt: 1 }}>{search.status === 'loading' && <LinearProgress />}</Box>
      {search.status === 'error' && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {USER_COMM_TEXTS.searchFailed}
        </Typography>
      )}
      {q.trim() && search.status === 'ready' && search.users.length === 0 && (
        <Typography color="textSecondary" variant="body2" sx={{ mt: 1 }}>
          {USER_COMM_TEXTS.noUsers}
        </Typography>
      )}
      {(search.page > 1 || search.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <PrevNextButtons
            prevDisabled={search.status === 'loading' || search.page <= 1}
            nextDisabled={search.status === 'loading' || !search.hasMore}
            onPrev={() => search.setPage(search.page - 1)}
            onNext={() => search.setPage(search.page + 1)}
          >
            <Typography
              variant="body2"
              aria-live="polite"
              sx={{ minWidth: 56, textAlign: 'center' }}
            >
              Page {search.page}
            </Typography>
          </PrevNextButtons>
        </Stack>
      )}
      {search.users.length > 0 && (
        <List
          aria-label="Users found"
          dense
          sx={{ mt: 1, border: `1px solid ${BRAND.border}`, borderRadius: 1 }}
        >
          {search.users.map((user) => (
            <ListItemButton
              key={user.id}
              selected={user.id === selectedId}
              onClick={() => onSelect(user)}
            >
              <ListItemText
                primary={user.displayName || user.email || user.id}
                secondary={user.displayName ? user.email : null}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
