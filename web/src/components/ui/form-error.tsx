import Alert from '@mui/material/Alert';

/** A form's error, announced (role="alert"); nothing while there is none. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  ) : null;
}
