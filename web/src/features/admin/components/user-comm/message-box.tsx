import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';

interface MessageBoxProps {
  label: string;
  action: string;
  /** Resolves true when sent: the box then clears. */
  onSend: (text: string) => Promise<boolean>;
  /** Whether an empty text may be sent (the ADMIN notice has a default text). */
  allowEmpty?: boolean;
}

/** A text box (at most 1000 characters) with its send button. */
export function MessageBox({ label, action, onSend, allowEmpty = false }: MessageBoxProps) {
  const [text, setText] = useState('');
  const { busy, run } = useFormSubmit({
    send: () => onSend(text.trim()),
    done: (sent) => {
      if (sent) setText('');
    },
    failure: () => null,
  });
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={2}
        size="small"
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.dmMaxLength } }}
      />
      <Button
        variant="contained"
        size="small"
        onClick={() => run()}
        disabled={busy || (!allowEmpty && !text.trim())}
        sx={{ alignSelf: 'flex-start' }}
      >
        {action}
      </Button>
    </Stack>
  );
}
