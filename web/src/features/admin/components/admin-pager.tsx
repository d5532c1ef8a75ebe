import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PrevNextButtons } from '@/components/ui/prev-next-buttons';

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
        <PrevNextButtons
          prevDisabled={disabled || page <= 1}
          nextDisabled={disabled || page >= pages}
          onPrev={() => onPage(page - 1)}
          onNext={() => onPage(page + 1)}
        >
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ minWidth: 84, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            Page {page} / {Math.max(pages, 1)}
          </Typography>
        </PrevNextButtons>
      </Stack>
    </Stack>
  );
}
