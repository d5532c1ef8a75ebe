import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { COMMENT_MESSAGES, LIMITS } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** The text the box starts with (an edit); empty by default. */
  initial?: string;
  busyLabel?: string;
  /** Resolves true when posted (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows?: number;
}

/**
 * A plain-text box with a remaining-characters hint (comments: 1 to 1000 characters), to post
 * or, starting from the text, to edit.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  busyLabel = 'Posting…',
  onSubmit,
  onCancel,
  autoFocus,
  rows = 2,
}: CommentFormProps) {
  const [text, setText] = useState(initial);
  const trimmed = text.trim();
  const { busy, submit } = useFormSubmit({
    check: () => (trimmed ? null : COMMENT_MESSAGES.empty),
    send: () => {
      // The box empties at once (the text is on its way); a failure puts it back.
      setText('');
      return onSubmit(trimmed);
    },
    done: (posted) => {
      if (!posted) setText((typed) => typed || trimmed);
    },
    failure: () => null,
  });
  const left = LIMITS.commentMax - text.length;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, LIMITS.commentMax))}
        multiline
        minRows={rows}
        maxRows={8}
        autoFocus={autoFocus}
        size="small"
        helperText={left < 100 ? `${left} characters left` : ' '}
        slotProps={{ htmlInput: { maxLength: LIMITS.commentMax } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: -1.5 }}>
        {onCancel && (
          <Button size="small" color="inherit" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="small" variant="contained" disabled={!trimmed || busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
