import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATALOGUE_MESSAGES, LIMITS, checkCatalogueName, type CatalogueKind } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { AddIcon } from '@/components/ui/icons';
import { addCategory, addTag } from '../../api/catalogue';

interface AddNameFormProps {
  kind: CatalogueKind;
  onAdded: () => void;
}

const LABELS: Record<CatalogueKind, string> = { category: 'New category', tag: 'New tag' };

/**
 * Adds a category (optionally featured) or a tag. The form checks the name with the API's own
 * rule first; a refusal (a name taken in another case) shows the API's text under the field.
 */
export function AddNameForm({ kind, onAdded }: AddNameFormProps) {
  const [name, setName] = useState('');
  const [featured, setFeatured] = useState(false);
  const texts = CATALOGUE_MESSAGES[kind];
  const { busy, error, setError, submit } = useFormSubmit({
    check: () => checkCatalogueName(kind, name),
    send: (checked): Promise<{ message: string }> =>
      kind === 'category' ? addCategory(checked.name, featured) : addTag(checked.name),
    done: (answer) => {
      toast.success(answer.message);
      setName('');
      setFeatured(false);
      onAdded();
    },
    failure: (err) => errorText(err, texts.addFailed),
    keepMessage: true,
  });

  const length = name.trim().length;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, mb: 2.5 }}
    >
      <TextField
        label={LABELS[kind]}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? `${length}/${LIMITS.adminNameMax} characters`}
        size="small"
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
      />
      {kind === 'category' && (
        <FormControlLabel
          control={<Checkbox checked={featured} onChange={(e) => setFeatured(e.target.checked)} />}
          label="Featured"
          sx={{ mr: 0 }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        sx={{ height: 40, whiteSpace: 'nowrap' }}
      >
        {kind === 'category' ? 'Add category' : 'Add tag'}
      </Button>
    </Stack>
  );
}
