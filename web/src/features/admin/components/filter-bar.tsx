import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@xmates/domain';

/** The filters above an admin list: one column on phones, two on tablets, `wide` from lg. */
export function FilterBar({ wide, children }: { wide: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: wide },
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** The free-text search of an admin list. */
export function SearchFilter({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: LIMITS.adminContactSearchMax } }}
    />
  );
}

/** A filter select whose empty choice (`all`, value '') shows, with its label above it. */
export function SelectFilter<T extends string>({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T | '')}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Choices whose labels are their values with a capital ('pending' → 'Pending'). */
export const capitalised = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}` }));
