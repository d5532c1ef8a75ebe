import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';

interface AdminPagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** What the rows are, for the total: "12 links". */
  noun?: [singular: string, plural: string];
}

/** Prev and Next with 'Page x / y' (admin spec, section 2), and the number of rows in all. */
export function AdminPager({
  page,
  pages,
  total,
  onPage,
  disabled,
  noun = ['item', 'items'],
}: AdminPagerProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="textSecondary">
        {total} {total === 1 ? noun[0] : noun[1]}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Prev
        </Button>
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ minWidth: 84, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          Page {page} / {Math.max(pages, 1)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          endIcon={<ChevronRightIcon />}
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
