import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, checkDmText } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { sendDmReply } from '@/shared-data/send-dm-reply';

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
  const { busy, run } = useFormSubmit({
    // Without a thread or a recipient there is nowhere to send: refused as an empty text is.
    check: () => checkDmText(threadId && toUserId ? text : ''),
    send: (checked) => sendDmReply(threadId, toUserId, checked.text),
    done: () => {
      setText('');
      onClose();
    },
    // DM reply failures give no message.
    failure: () => null,
  });

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
        <Button size="small" variant="contained" onClick={() => run()} disabled={busy}>
          Send
        </Button>
        <Button size="small" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
