import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  LIMITS,
  PRODUCT_MESSAGES,
  checkProductInput,
  nameKey,
  type PendingLinkView,
  type ProductInput,
  type ProductView,
} from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText, hasErrorCode } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { CategorySelect } from '@/components/catalogue/category-select';
import { useCategories } from '@/shared-data/get-categories';
import { TagPickerField } from '@/components/tag-picker/tag-picker-field';
import { CloseIcon } from '@/components/ui/icons';
import { createProduct } from '../../api/admin-links';
import { useLinkCheck } from '../../api/check-link';
import { useImageUploads } from '../../hooks/use-image-uploads';
import { formatDateTime, submitterName } from '../../utils/format';
import { LinkCheckPanel } from './link-check-panel';
import { ProductImagesField } from './product-images-field';

/** The spec's message for any other failure of the create call. */
export const CREATE_FAILED = 'Failed to create product.';
const UPLOADS_PENDING = 'Please wait until the images finish uploading.';

/** Each message is shown under the field the form's rules or the API named. */
type Field = keyof ProductInput;

interface CreateProductFormProps {
  link: PendingLinkView;
  onClose: () => void;
  onCreated: (product: ProductView) => void;
}

/** The create form of one approved link, prefilled from the submission. */
function CreateProductForm({ link, onClose, onCreated }: CreateProductFormProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [title, setTitle] = useState(link.title);
  const [description, setDescription] = useState(link.description);
  const [category, setCategory] = useState<string | null>(link.category);
  const [tags, setTags] = useState(link.tags);
  const [adultsOnly, setAdultsOnly] = useState(false);
  /** The last refusal, kept beside the buttons: toasts are hidden from assistive tech under a modal. */
  const [formError, setFormError] = useState<string | null>(null);
  const uploads = useImageUploads();
  const check = useLinkCheck(link.link);
  const { categories, status } = useCategories({ fresh: true });

  // A suggested category that already exists is taken as it is named in the list.
  const suggested = link.suggestedCategory;
  const suggestedMatch = suggested
    ? categories.find((c) => nameKey(c.name) === nameKey(suggested))?.name
    : undefined;
  const chosenCategory = category ?? suggestedMatch ?? null;
  const duplicate = check.state.status === 'done' && check.state.check.duplicate.exists;

  const { busy, field, fieldError, setError, run } = useFormSubmit({
    // The duplicate check runs first: a link an approved product uses stops creation.
    check: () =>
      duplicate
        ? PRODUCT_MESSAGES.duplicate
        : checkProductInput({
            title,
            description,
            images: uploads.publicIds,
            tags,
            category: chosenCategory,
            isAdultsOnly: adultsOnly,
          }),
    send: (checked) => createProduct(link._id, checked),
    done: ({ product }) => onCreated(product),
    failure: (err) => {
      if (hasErrorCode(err, 'duplicate')) check.rerun();
      return errorText(err, CREATE_FAILED);
    },
    onRefused: ({ text }) => {
      setFormError(text);
      toast.error(text);
    },
    keepMessage: true,
    // Creating closes the dialog.
    staysBusy: true,
  });
  /** An edit clears what was said about its field (and the refusal beside the buttons). */
  const edit = <V,>(name: Field, set: (value: V) => void, value: V) => {
    set(value);
    if (name === field) setError(null);
    setFormError(null);
  };
  const create = () => {
    if (!duplicate && uploads.uploading) toast.warning(UPLOADS_PENDING);
    else void run();
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="create-product-title"
    >
      <DialogTitle id="create-product-title" sx={{ pr: 7 }}>
        Create product
        <Typography variant="body2" color="textSecondary" component="div">
          Submitted by {submitterName(link.submittedBy)}
          {link.createdAt ? ` · ${formatDateTime(link.createdAt)}` : ''}
        </Typography>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <LinkCheckPanel link={link.link} state={check.state} onRerun={check.rerun} />
          <TextField
            label="Title"
            required
            value={title}
            onChange={(e) => edit('title', setTitle, e.target.value)}
            error={Boolean(fieldError('title')) || title.length > LIMITS.submitTitleMax}
            helperText={fieldError('title') ?? `${title.length}/${LIMITS.submitTitleMax}`}
            disabled={busy}
          />
          <TextField
            label="Description"
            required
            multiline
            minRows={3}
            maxRows={10}
            value={description}
            onChange={(e) => edit('description', setDescription, e.target.value)}
            error={
              Boolean(fieldError('description')) || description.length > LIMITS.submitDescriptionMax
            }
            helperText={
              fieldError('description') ?? `${description.length}/${LIMITS.submitDescriptionMax}`
            }
            disabled={busy}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <CategorySelect
              value={chosenCategory}
              onChange={(value) => edit('category', setCategory, value)}
              categories={categories}
              loading={status === 'loading'}
              extraName={link.category}
              error={Boolean(fieldError('category'))}
              helperText={
                fieldError('category') ??
                (suggested && !suggestedMatch
                  ? `Member suggested “${suggested}” (add it under Manage Categories/Tags).`
                  : undefined)
              }
              disabled={busy}
            />
            <FormControlLabel
              sx={{ m: 0, minHeight: 56 }}
              control={
                <Switch
                  checked={adultsOnly}
                  onChange={(e) => setAdultsOnly(e.target.checked)}
                  disabled={busy}
                />
              }
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 650 }}>
                    Adults only (18+)
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    Images stay hidden until the viewer confirms their age.
                  </Typography>
                </Box>
              }
            />
          </Box>
          <TagPickerField
            value={tags}
            onChange={(next) => edit('tags', setTags, next)}
            disabled={busy}
            allowCustom
            error={fieldError('tags')}
            helperText={`A product keeps at most ${LIMITS.productTagsMax} tags, all shown on its card (${tags.length}/${LIMITS.productTagsMax}).`}
          />
          <ProductImagesField
            items={uploads.items}
            onAdd={(files) => edit('images', uploads.add, files)}
            onRemove={uploads.remove}
            error={fieldError('images')}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      {formError && (
        <Alert severity="error" data-testid="create-error" sx={{ mx: 3, mt: 2 }}>
          {formError}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={create}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? 'Creating…' : 'Create product'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface CreateProductDialogProps {
  link: PendingLinkView | null;
  onClose: () => void;
  onCreated: (product: ProductView) => void;
}

/** Mounted per link (keyed), so each opening starts from that submission's values. */
export function CreateProductDialog({ link, onClose, onCreated }: CreateProductDialogProps) {
  if (!link) return null;
  return <CreateProductForm key={link._id} link={link} onClose={onClose} onCreated={onCreated} />;
}
