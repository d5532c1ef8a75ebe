import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AdminPager } from './admin-pager';
import { AdminTable, type AdminColumn } from './admin-table';

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

interface AdminListProps<T> {
  list: ListState;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  actions?: (row: T) => ReactNode;
  /** A phone card's content in place of the labelled columns (AdminTable). */
  phoneRow?: (row: T) => ReactNode;
  label: string;
  empty: ReactNode;
  noun: [singular: string, plural: string];
  /** Shown when the list could not be loaded (the table is then empty, with a retry). */
  failedText?: string;
}

/** An admin table with its loading bar and its pager ('Page x / y', Prev and Next). */
export function AdminList<T>(props: AdminListProps<T>) {
  const { list, rows, rowKey, columns, actions, phoneRow, label, empty, noun, failedText } = props;
  return (
    <Stack spacing={2}>
      <Box sx={{ height: 2 }}>{list.loading && !list.initial && <LinearProgress />}</Box>
      <AdminTable
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        actions={actions}
        phoneRow={phoneRow}
        loading={list.initial}
        failed={list.failed}
        failedText={failedText}
        onRetry={list.reload}
        empty={empty}
      />
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
