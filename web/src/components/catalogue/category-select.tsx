import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NO_CATEGORY as NONE, SUGGEST_CATEGORY } from './category-values';
import type { CategoryView } from '@xmates/domain';

interface CategorySelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  categories: readonly CategoryView[];
  loading?: boolean;
  /** Adds "Suggest a category" (the submit form); its value is SUGGEST_CATEGORY. */
  allowSuggest?: boolean;
  /** A name not in the list (a stored submission's) stays selectable rather than blank. */
  extraName?: string | null;
  error?: boolean;
  helperText?: string;
  label?: string;
  disabled?: boolean;
}

/** A category dropdown: null means nothing chosen yet. */
export function CategorySelect({
  value,
  onChange,
  categories,
  loading = false,
  allowSuggest = false,
  extraName = null,
  error,
  helperText,
  label = 'Category',
  disabled,
}: CategorySelectProps) {
  const names = categories.map((c) => c.name);
  if (extraName && !names.includes(extraName)) names.unshift(extraName);
  return (
    <TextField
      select
      label={label}
      value={value ?? NONE}
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
      error={error}
      helperText={helperText ?? (loading ? 'Loading categories…' : undefined)}
      disabled={disabled}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value={NONE} disabled>
        <em>Choose a category</em>
      </MenuItem>
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
      {allowSuggest && <Divider />}
      {allowSuggest && (
        <MenuItem value={SUGGEST_CATEGORY} sx={{ color: 'primary.main', fontWeight: 650 }}>
          Suggest a category…
        </MenuItem>
      )}
    </TextField>
  );
}
