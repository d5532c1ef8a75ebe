import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BRAND } from '@/config/brand';

export interface AdminColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Column width on wide screens (the rest share what is left). */
  width?: number | string;
}

export interface AdminTableProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  /** The row's buttons: a last column on wide screens, a footer on phone cards. */
  actions?: (row: T) => ReactNode;
  /** A phone card's content in place of the labelled columns, the actions beside it. */
  phoneRow?: (row: T) => ReactNode;
  /** Placeholders instead of rows (first load). */
  loading?: boolean;
  /** The load failed: the table is empty and offers a retry. */
  failed?: boolean;
  /** What the failure says (by default, that the list could not be loaded). */
  failedText?: string;
  onRetry?: () => void;
  empty: ReactNode;
}

const headSx = {
  color: 'text.secondary',
  fontWeight: 700,
  fontSize: 12,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  borderColor: BRAND.border,
} as const;

/** An admin list: a table on wide screens, a card per row on phones. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { label, rows, rowKey, columns, actions, phoneRow, loading, failed, failedText } = props;
  const { onRetry, empty } = props;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  if (failed) {
    return (
      <Alert
        severity="warning"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      >
        {failedText ?? 'The list could not be loaded.'}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Stack role="status" spacing={1.25} aria-busy="true" aria-label={`${label} loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={wide ? 72 : 160} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Box
        sx={{
          p: 4,
          borderRadius: 2,
          border: `1px dashed ${BRAND.border}`,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        {empty}
      </Box>
    );
  }

  if (!wide) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={rowKey(row)}
            variant="outlined"
            data-row-key={rowKey(row)}
            sx={{ p: phoneRow ? 1.5 : 2, borderColor: BRAND.border, bgcolor: BRAND.surfaceRaised }}
          >
            {phoneRow ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>{phoneRow(row)}</Box>
                {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions(row)}</Box>}
              </Box>
            ) : (
              <Stack spacing={1.5}>
                {columns.map((col) => (
                  <Box key={col.key} sx={{ minWidth: 0 }}>
                    <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
                      {col.label}
                    </Typography>
                    <Box sx={{ minWidth: 0 }}>{col.render(row)}</Box>
                  </Box>
                ))}
                {actions && (
                  <Box sx={{ display: 'flex', pt: 0.5, flexWrap: 'wrap', gap: 1 }}>
                    {actions(row)}
                  </Box>
                )}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer
      sx={{ border: `1px solid ${BRAND.border}`, borderRadius: 2, overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((col) => (
              <TableCell key={col.key} sx={{ ...headSx, width: col.width }}>
                {col.label}
              </TableCell>
            ))}
            {actions && (
              <TableCell sx={{ ...headSx, width: 156 }} align="right">
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-row-key={rowKey(row)} hover>
              {columns.map((col) => (
                <TableCell
                  key={col.key}
                  sx={{ verticalAlign: 'top', py: 1.5, borderColor: BRAND.border, minWidth: 0 }}
                >
                  {col.render(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell
                  align="right"
                  sx={{ verticalAlign: 'top', py: 1.5, borderColor: BRAND.border }}
                >
                  <Stack
                    spacing={1}
                    sx={{ alignItems: 'stretch', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                  >
                    {actions(row)}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A control in a phone card, captioned as its column header is on wide screens. */
export function PhoneControl({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
      {children}
    </Box>
  );
}
