import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { toast } from '@/stores/toast-store';
import { PasteIcon } from '@/components/ui/action-icons';
import { readClipboardLink } from '../utils/clipboard-link';

interface LinkFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The pasted-link box, with a button that reads the clipboard (warnings as toasts). */
export function LinkField({ value, onChange, error, disabled }: LinkFieldProps) {
  const paste = useFormSubmit({
    send: () => readClipboardLink(navigator.clipboard),
    done: (result) => {
      if (result.ok) onChange(result.link);
      else toast.warning(result.warning);
    },
    failure: () => null,
  });

  return (
    <FormTextField
      label="Video link"
      name="link"
      type="url"
      placeholder="https://…"
      value={value}
      onChange={onChange}
      error={error}
      helperText="Paste the address of the video page (http or https)."
      disabled={disabled}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'url', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                variant="outlined"
                onClick={() => paste.run()}
                disabled={disabled || paste.busy}
                startIcon={
                  paste.busy ? <CircularProgress size={14} color="inherit" /> : <PasteIcon />
                }
                sx={{ whiteSpace: 'nowrap', px: 1.5 }}
              >
                Paste
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
