import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AdminPager } from './admin-pager';
import { AdminTable, type AdminTableProps } from './admin-table';

/** The paging state of a list (useAdminPage and the log's cursor pages both give it). */
export interface ListState {
  page: number;
  pages: number;
  total: number;
  loading: boolean;
  initial: boolean;
  failed: boolean;
  setPage: (page: number) => void;
  reload: () => void;
}

/** AdminTable's props, but for what the list's state gives (its first load, failure, retry). */
type AdminListProps<T> = Omit<AdminTableProps<T>, 'loading' | 'failed' | 'onRetry'> & {
  list: ListState;
  noun: [singular: string, plural: string];
};

/** An admin table with its loading bar and its pager ('Page x / y', Prev and Next). */
export function AdminList<T>({ list, noun, ...table }: AdminListProps<T>) {
  return (
    <Stack spacing={2}>
      <Box sx={{ height: 2 }}>{list.loading && !list.initial && <LinearProgress />}</Box>
      <AdminTable {...table} loading={list.initial} failed={list.failed} onRetry={list.reload} />
      <AdminPager
        page={list.page}
        pages={list.pages}
        total={list.total}
        onPage={list.setPage}
        disabled={list.loading}
        noun={noun}
      />
    </Stack>
  );
}
