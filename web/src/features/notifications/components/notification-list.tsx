import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_PAGE_TEXTS } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { refreshNotifications } from '@/shared-data/unread-count';
import { PrevNextButtons } from '@/components/ui/prev-next-buttons';
import { markAllRead, markRead, type NotificationList as List } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

const PLACEHOLDER_ROWS = 5;

/**
 * The list with 'Unread only' (it filters the loaded page), 'Mark selected', 'Mark all' and
 * Prev/Next. After marking, the selection clears and notif:refresh fires; failures are silent.
 */
export function NotificationList({ list }: { list: List }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = unreadOnly ? list.items.filter((n) => !n.isRead) : list.items;

  const mark = async (ids: 'all' | string[]) => {
    if (ids !== 'all' && ids.length === 0) return;
    try {
      await (ids === 'all' ? markAllRead() : markRead(ids));
      list.markShown(ids);
    } catch {
      // Mark read and mark all failures give no message.
    }
    setSelected(new Set());
    refreshNotifications();
  };

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Paper
      component="section"
      aria-label="Notification list"
      variant="outlined"
      sx={{ borderColor: BRAND.border, overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        sx={{ p: { xs: 1.5, md: 2 }, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          label="Unread only"
          control={
            <Checkbox checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
          }
          sx={{ mr: 'auto' }}
        />
        <Button
          size="small"
          variant="outlined"
          disabled={selected.size === 0}
          onClick={() => mark([...selected])}
        >
          Mark selected
        </Button>
        <Button size="small" variant="outlined" onClick={() => mark('all')}>
          Mark all
        </Button>
      </Stack>
      {list.loading ? (
        <Box component="ul" aria-busy="true" aria-label="Loading notifications" sx={{ m: 0, p: 0 }}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <Box
              component="li"
              key={i}
              data-testid="notification-placeholder"
              sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: `1px solid ${BRAND.border}` }}
            >
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </Box>
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Box
          sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderTop: `1px solid ${BRAND.border}` }}
        >
          <Typography variant="h5" component="p">
            {NOTIFICATION_PAGE_TEXTS.emptyTitle}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {NOTIFICATION_PAGE_TEXTS.emptyBody}
          </Typography>
        </Box>
      ) : (
        <Box component="ul" aria-label="Notifications" sx={{ m: 0, p: 0 }}>
          {shown.map((notice) => (
            <NotificationItem
              key={notice.id}
              notice={notice}
              selected={selected.has(notice.id)}
              onSelect={(on) => select(notice.id, on)}
            />
          ))}
        </Box>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          p: { xs: 1.5, md: 2 },
          justifyContent: 'flex-end',
          alignItems: 'center',
          borderTop: `1px solid ${BRAND.border}`,
        }}
      >
        <Typography variant="body2" color="textSecondary" sx={{ mr: 'auto' }}>
          Page {list.page}
        </Typography>
        <PrevNextButtons
          prevDisabled={!list.hasPrev || list.loading}
          nextDisabled={!list.hasMore || list.loading}
          onPrev={() => {
            setSelected(new Set());
            list.prev();
          }}
          onNext={() => {
            setSelected(new Set());
            list.next();
          }}
        />
      </Stack>
    </Paper>
  );
}
