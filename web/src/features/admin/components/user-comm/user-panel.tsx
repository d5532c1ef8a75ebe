import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TEXTS, USER_COMM_TEXTS, type UserSearchItem } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { errorText } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { sendDmReply } from '@/shared-data/send-dm-reply';
import { RefreshIcon } from '@/components/ui/action-icons';
import { toast } from '@/stores/toast-store';
import { sendAdminMessage, startDm, useThread } from '../../api/user-comm';
import { DeleteMemberData } from './delete-member-data';
import { MessageBox } from './message-box';

/** Runs a send and tells how it went; true when sent. */
async function sent(run: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await run();
    toast.success(success);
    return true;
  } catch (err) {
    toast.error(errorText(err, USER_COMM_TEXTS.sendFailed));
    return false;
  }
}

interface UserPanelProps {
  adminUid: string;
  user: UserSearchItem;
  /** The user's data was deleted: the panel has nothing left to show. */
  onDeleted: () => void;
}

/**
 * The admin's thread with one user (start or continue it), the ADMIN notice form, and the
 * deletion of the user's personal data.
 */
export function UserPanel({ adminUid, user, onDeleted }: UserPanelProps) {
  const thread = useThread(adminUid, user.id);
  const name = user.displayName || user.email || user.id;

  const sendDm = (text: string) =>
    sent(
      () =>
        thread.messages.length === 0
          ? startDm(user.id, text)
          : sendDmReply(thread.threadId, user.id, text),
      USER_COMM_TEXTS.sent,
    ).then((ok) => {
      if (ok) thread.reload();
      return ok;
    });

  return (
    <Stack spacing={3} component="section" aria-label={`Conversation with ${name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" noWrap>
            {name}
          </Typography>
          {user.displayName && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Button size="small" startIcon={<RefreshIcon />} onClick={thread.reload}>
          Refresh
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-label="Messages"
        aria-busy={thread.status === 'loading'}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 360,
          overflowY: 'auto',
          border: `1px solid ${BRAND.border}`,
          borderRadius: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        {thread.status === 'error' && (
          <Typography component="li" color="error" sx={{ listStyle: 'none' }}>
            {USER_COMM_TEXTS.threadFailed}
          </Typography>
        )}
        {thread.status === 'ready' && thread.messages.length === 0 && (
          <Typography component="li" color="textSecondary" sx={{ listStyle: 'none' }}>
            {USER_COMM_TEXTS.noMessages}
          </Typography>
        )}
        {thread.messages.map((m) => {
          const mine = m.from === adminUid;
          return (
            <Box
              component="li"
              key={m.id}
              sx={{
                listStyle: 'none',
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'primary.dark' : 'rgba(255,255,255,0.06)',
              }}
            >
              <Typography variant="caption" color="textSecondary">
                {mine ? 'You' : m.fromName} · {relativeTime(m.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <MessageBox label="Direct message" action="Send message" onSend={sendDm} />
      <Divider />
      <Box>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          Admin message
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          A notice in the user’s notifications; left empty it reads ‘{NOTIFICATION_TEXTS.ADMIN}’
        </Typography>
        <MessageBox
          label="Admin message"
          action="Send admin message"
          allowEmpty
          onSend={(text) => sent(() => sendAdminMessage(user.id, text), USER_COMM_TEXTS.adminSent)}
        />
      </Box>
      {user.id !== adminUid && (
        <>
          <Divider />
          <DeleteMemberData user={user} onDeleted={onDeleted} />
        </>
      )}
    </Stack>
  );
}
