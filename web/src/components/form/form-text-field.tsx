import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's error: marks the field and stands in place of its helper text. */
  error?: string | null;
};

/** A labelled text input of a form, holding a string, with its error or helper text. */
export function FormTextField({
  value,
  onChange,
  error,
  helperText,
  ...field
}: FormTextFieldProps) {
  return (
    <TextField
      {...field}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
