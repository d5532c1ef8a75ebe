import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@xmates/domain';

/** The filters above an admin list: one column on phones, two on tablets, `wide` from lg. */
function FilterBar({ wide, children }: { wide: string; children: ReactNode }) {
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
function SearchFilter({
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
function SelectFilter<T extends string>({
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

/** What an admin list filters on: its FilterBar columns, its search's placeholder, its selects. */
export interface FilterSpec<F> {
  wide: string;
  placeholder: string;
  selects: readonly {
    [K in Exclude<keyof F, 'q'>]: {
      key: K;
      label: string;
      all: string;
      options: readonly { value: Exclude<F[K], ''>; label: string }[];
    };
  }[Exclude<keyof F, 'q'>][];
}

/**
 * The filters of an admin list as one value: the search (`q`) and a select per entry of
 * `spec.selects`, in a FilterBar; `children` (buttons) follow them. Every change hands over the
 * whole new value.
 */
export function ListFilters<F extends { q: string } & Record<keyof F, string>>({
  spec: { wide, placeholder, selects },
  value,
  onChange,
  children,
}: {
  spec: FilterSpec<F>;
  value: F;
  onChange: (value: F) => void;
  children?: ReactNode;
}) {
  return (
    <FilterBar wide={wide}>
      <SearchFilter
        placeholder={placeholder}
        value={value.q}
        onChange={(q) => onChange({ ...value, q })}
      />
      {selects.map(({ key, label, all, options }) => (
        <SelectFilter<string>
          key={String(key)}
          label={label}
          all={all}
          options={options}
          value={value[key]}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
      {children}
    </FilterBar>
  );
}

/** Choices whose labels are their values with a capital ('pending' → 'Pending'). */
export const capitalised = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}` }));
