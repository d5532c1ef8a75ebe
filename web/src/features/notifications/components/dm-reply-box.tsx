import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, checkDmText } from '@xmates/domain';
import { sendDmReply } from '@/components/notifications/send-dm-reply';

interface DmReplyBoxProps {
  threadId: string;
  toUserId: string;
  onClose: () => void;
}

/**
 * A 2-row answer box. Without a thread, a recipient or text (trimmed, at most 1000 characters)
 * nothing is sent; a sent reply clears and closes the box; a failure is silent.
 */
export function DmReplyBox({ threadId, toUserId, onClose }: DmReplyBoxProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const checked = checkDmText(text);
    if (!threadId || !toUserId || !checked.ok) return;
    setSending(true);
    try {
      await sendDmReply(threadId, toUserId, checked.value.text);
      setText('');
      onClose();
    } catch {
      // DM reply failures give no message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <TextField
        multiline
        rows={2}
        size="small"
        label="Your reply"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.dmMaxLength } }}
        autoFocus
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={send} disabled={sending}>
          Send
        </Button>
        <Button size="small" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
