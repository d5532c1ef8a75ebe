import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { LIMITS } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/action-icons';
import { CloseIcon } from '@/components/ui/icons';

const inputSx = {
  flex: 1,
  minWidth: 0,
  height: 40,
  px: 1.5,
  pl: 5,
  borderRadius: 2.5,
  border: `1px solid ${BRAND.border}`,
  bgcolor: 'rgba(255,255,255,0.04)',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 15,
  outline: 'none',
  '&:focus': { borderColor: 'primary.main', bgcolor: 'rgba(255,255,255,0.07)' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  // The phone's field has its own close button beside it: no second cross inside.
  '&::-webkit-search-cancel-button': { display: 'none' },
} as const;

/** On phones, the button that opens the header's search field (HeaderSearch) over the header. */
export function SearchButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton aria-label="Search" color="inherit" onClick={onClick}>
      <SearchIcon />
    </IconButton>
  );
}

/**
 * The header's search box: a field on desktop; on phones, once SearchButton opened it, a field
 * over the header. Sending it opens /search?q= (the search page checks and runs the query).
 */
export function HeaderSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.search.path ? (params.get('q') ?? '') : '';
  const field = useRef<HTMLInputElement>(null);

  // Opened by SearchButton, the field takes focus (autoFocus would act only when it mounts).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    const text = typeof q === 'string' ? q.trim() : '';
    if (!text) return;
    onClose();
    void navigate(paths.search.getHref(text));
  };

  return (
    <Box
      component="form"
      role="search"
      action={paths.search.path}
      onSubmit={submit}
      sx={{
        display: { xs: open ? 'flex' : 'none', md: 'flex' },
        alignItems: 'center',
        gap: 0.5,
        position: { xs: 'absolute', md: 'relative' },
        inset: { xs: 0, md: 'auto' },
        zIndex: 1,
        px: { xs: 2, md: 0 },
        bgcolor: { xs: 'background.default', md: 'transparent' },
        width: { md: 260 },
      }}
    >
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
        <SearchIcon
          aria-hidden
          sx={{ position: 'absolute', left: 12, fontSize: 20, color: 'text.secondary' }}
        />
        <Box
          component="input"
          ref={field}
          key={current}
          type="search"
          name="q"
          defaultValue={current}
          aria-label="Search videos"
          placeholder="Search videos"
          maxLength={LIMITS.searchQueryMax}
          enterKeyHint="search"
          sx={inputSx}
        />
      </Box>
      <IconButton
        aria-label="Close search"
        color="inherit"
        onClick={onClose}
        sx={{ display: { md: 'none' } }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
