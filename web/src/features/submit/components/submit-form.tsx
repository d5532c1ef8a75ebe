import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, SUBMIT_MESSAGES, checkSubmission } from '@xmates/domain';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { CategorySelect } from '@/components/catalogue/category-select';
import { useCategories } from '@/shared-data/get-categories';
import { TagPickerField } from '@/components/tag-picker/tag-picker-field';
import { submitLink } from '../api/submit-link';
import {
  EMPTY_FORM,
  isSuggesting,
  toSubmitBody,
  type SubmitField,
  type SubmitFormValues,
} from '../utils/submit-form';
import { useListedDuplicate } from '../hooks/use-listed-duplicate';
import { LinkField } from './link-field';

/** "Optional · 12/120": the length against the limit, under optional fields. */
function counter(value: string, max: number): string {
  return `Optional · ${value.length}/${max}`;
}

/** The submit form: idle, submitting, then reset on success (spec section 4). */
export function SubmitForm({
  onSubmitted,
  sharedLink = '',
}: {
  onSubmitted: () => void;
  /** A link another app shared to the installed app (the manifest's share target). */
  sharedLink?: string;
}) {
  const [values, setValues] = useState<SubmitFormValues>({ ...EMPTY_FORM, link: sharedLink });
  const listed = useListedDuplicate(values.link);
  const { categories, status } = useCategories();
  const body = toSubmitBody(values);
  const { busy, field, fieldError, setError, submit } = useFormSubmit({
    check: () => checkSubmission(body),
    send: () => submitLink(body),
    done: ({ message }) => {
      toast.success(message || SUBMIT_MESSAGES.submitted);
      setValues(EMPTY_FORM);
      onSubmitted();
    },
    // A refusal carries the server's reason (a rule, the rate limit); anything else is generic.
    failure: (err) => errorText(err, SUBMIT_MESSAGES.submitFailed),
    // Shown as a toast too, and under the field the rule or the API named.
    onRefused: ({ text }) => toast.error(text),
    keepMessage: true,
  });

  const set = <K extends SubmitField>(key: K, value: SubmitFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === field) setError(null);
  };

  const suggesting = isSuggesting(values);
  const suggestedOver = values.suggestedCategory.length > LIMITS.submitSuggestedCategoryMax;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Submit a link">
      <LinkField
        value={values.link}
        onChange={(link) => set('link', link)}
        error={fieldError('link')}
        disabled={busy}
      />
      {listed && (
        // Before sending: the admins would reject it as a duplicate (the API refuses it too).
        <Alert severity="info" variant="outlined" role="status">
          {SUBMIT_MESSAGES.alreadyListed('')}
          <Link component={RouterLink} to={paths.product.getHref(listed.slug)}>
            {listed.title}
          </Link>
        </Alert>
      )}
      <CategorySelect
        value={values.category}
        onChange={(category) => set('category', category)}
        categories={categories}
        loading={status === 'loading'}
        allowSuggest
        error={Boolean(fieldError('category'))}
        helperText={
          fieldError('category') ??
          (status === 'error' ? 'Categories could not be loaded; you can suggest one.' : undefined)
        }
        disabled={busy}
      />
      <Collapse in={suggesting} unmountOnExit>
        <TextField
          label="Suggested category"
          name="suggestedCategory"
          value={values.suggestedCategory}
          onChange={(e) => set('suggestedCategory', e.target.value)}
          error={Boolean(fieldError('suggestedCategory')) || suggestedOver}
          helperText={
            fieldError('suggestedCategory') ??
            `An admin will review it · ${values.suggestedCategory.length}/${LIMITS.submitSuggestedCategoryMax}`
          }
          disabled={busy}
          autoFocus
        />
      </Collapse>
      <TagPickerField
        value={values.tags}
        onChange={(tags) => set('tags', tags)}
        error={fieldError('tags')}
        helperText={
          values.tags.length > LIMITS.submitTagsMax
            ? `The first ${LIMITS.submitTagsMax} tags are kept.`
            : `Pick at least one tag; they help members find the video. Up to ${LIMITS.submitTagsMax} are kept; an admin picks at most ${LIMITS.productTagsMax} for the published card.`
        }
        disabled={busy}
        allowCustom
      />
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={Boolean(fieldError('title')) || values.title.length > LIMITS.submitTitleMax}
        helperText={fieldError('title') ?? counter(values.title, LIMITS.submitTitleMax)}
        disabled={busy}
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={
          Boolean(fieldError('description')) ||
          values.description.length > LIMITS.submitDescriptionMax
        }
        helperText={
          fieldError('description') ?? counter(values.description, LIMITS.submitDescriptionMax)
        }
        disabled={busy}
        multiline
        minRows={4}
        maxRows={12}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 200 }}
      >
        {busy ? 'Submitting…' : 'Submit for review'}
      </Button>
    </Stack>
  );
}
