import { useSearchParams } from 'react-router-dom';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ListSwitchProps<K extends string> {
  lists: readonly { key: K; label: string; count: number }[];
  label: string;
}

/**
 * The lists of one tab as a segmented switch (the panel's sections are its only tabs),
 * addressed as ?list=<key>; answers the current key (the first by default).
 */
export function useListSwitch<K extends string>(keys: readonly K[]): K {
  const [params] = useSearchParams();
  const wanted = params.get('list');
  return keys.find((k) => k === wanted) ?? (keys[0] as K);
}

export function ListSwitch<K extends string>({ lists, label }: ListSwitchProps<K>) {
  const [params, setParams] = useSearchParams();
  const current = useListSwitch(lists.map((l) => l.key));
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={current}
      onChange={(_, key: K | null) => {
        if (!key) return;
        const next = new URLSearchParams(params);
        next.set('list', key);
        setParams(next, { replace: true });
      }}
      aria-label={label}
      sx={{ mb: 2 }}
    >
      {lists.map(({ key, label: text, count }) => (
        <ToggleButton key={key} value={key} sx={{ px: 2, textTransform: 'none', fontWeight: 650 }}>
          {text} ({count})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
