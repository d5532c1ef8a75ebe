import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { TagIcon } from '@/components/ui/action-icons';
import { TagPickerDrawer } from './tag-picker-drawer';
import { toggleTag } from './tag-groups';

interface TagPickerFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  label?: string;
  /** A rule's message: the field turns red and shows it instead of the helper text. */
  error?: string | null;
  helperText?: string;
  disabled?: boolean;
  /** Lets the user add tags no product uses yet. */
  allowCustom?: boolean;
}

/** A form field for tags: the chosen ones as removable chips, and the picker drawer. */
export function TagPickerField({
  value,
  onChange,
  label = 'Tags',
  error,
  helperText,
  disabled,
  allowCustom = false,
}: TagPickerFieldProps) {
  const [open, setOpen] = useState(false);

  return (
    <Box role="group" aria-label={label}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.75,
          p: 1.25,
          minHeight: 56,
          borderRadius: 1.5,
          border: '1px solid',
          borderColor: error ? 'error.main' : 'rgba(255,255,255,0.23)',
          bgcolor: 'rgba(255,255,255,0.02)',
        }}
      >
        {value.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            size="small"
            color="primary"
            variant="outlined"
            onDelete={disabled ? undefined : () => onChange(toggleTag(value, tag))}
          />
        ))}
        {value.length === 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ px: 0.5 }}>
            No tags yet
          </Typography>
        )}
        <Button
          size="small"
          startIcon={<TagIcon />}
          onClick={() => setOpen(true)}
          disabled={disabled}
          sx={{ ml: 'auto', borderColor: BRAND.border }}
          variant="outlined"
        >
          {value.length > 0 ? 'Edit tags' : 'Choose tags'}
        </Button>
      </Box>
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
          {error ?? helperText}
        </FormHelperText>
      )}
      <TagPickerDrawer
        open={open}
        onClose={() => setOpen(false)}
        selected={value}
        onChange={onChange}
        allowCustom={allowCustom}
      />
    </Box>
  );
}
