import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BLOCK_MESSAGES,
  NOTIFICATION_PAGE_TEXTS,
  SYSTEM_SENDER,
  type NotificationType,
  type NotificationView,
} from '@xmates/domain';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { errorText } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { blockMember } from '@/shared-data/blocks';
import { toast } from '@/stores/toast-store';
import { DmReplyBox } from './dm-reply-box';

/** Notices a member's act causes: "Block {name}" stops them (admins' messages always arrive). */
const FROM_A_MEMBER: readonly NotificationType[] = ['LIKE', 'COMMENT', 'REPLY', 'DM'];

async function block(uid: string) {
  try {
    toast.success((await blockMember(uid)).message);
  } catch (err) {
    toast.error(errorText(err, BLOCK_MESSAGES.blockFailed));
  }
}

interface NotificationItemProps {
  notice: NotificationView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One notice: select box, 'New' while unread, its line, when, and its links or Reply. */
export function NotificationItem({ notice, selected, onSelect }: NotificationItemProps) {
  const [replying, setReplying] = useState(false);
  const { product, payload, actor } = notice;
  // The site's own messages (the welcome) come from no account and cannot be answered.
  const fromMember = !!actor && actor.id !== SYSTEM_SENDER.id;
  const canReply = notice.type === 'DM' && Boolean(payload.threadId) && fromMember;
  const canBlock = fromMember && FROM_A_MEMBER.includes(notice.type) && !!actor.displayName;
  return (
    <Box
      component="li"
      aria-labelledby={`notice-${notice.id}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1,
        px: { xs: 1, md: 2 },
        py: 1.5,
        borderTop: `1px solid ${BRAND.border}`,
        bgcolor: notice.isRead ? 'transparent' : 'rgba(255,255,255,0.03)',
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        slotProps={{ input: { 'aria-label': `Select: ${notice.message}` } }}
        sx={{ alignSelf: 'flex-start', mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {!notice.isRead && <Chip label="New" color="primary" size="small" />}
          <Typography
            id={`notice-${notice.id}`}
            sx={{ fontWeight: notice.isRead ? 400 : 650, overflowWrap: 'anywhere' }}
          >
            {notice.message}
          </Typography>
        </Stack>
        {notice.type === 'DM' && payload.text && (
          <Typography
            color="textSecondary"
            sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {payload.text}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography
            component="time"
            dateTime={notice.createdAt}
            variant="body2"
            color="textSecondary"
          >
            {relativeTime(notice.createdAt)}
          </Typography>
          {product && (
            <Link component={RouterLink} to={paths.home.getHref(product.id)} variant="body2">
              {NOTIFICATION_PAGE_TEXTS.viewProduct}
            </Link>
          )}
          {notice.type === 'BADGE' && (
            <Link component={RouterLink} to={paths.profile.getHref('badges')} variant="body2">
              {NOTIFICATION_PAGE_TEXTS.viewBadges}
            </Link>
          )}
          {canReply && (
            <Button size="small" onClick={() => setReplying((open) => !open)}>
              Reply
            </Button>
          )}
          {canBlock && (
            <Button size="small" color="inherit" onClick={() => void block(actor.id)}>
              {BLOCK_MESSAGES.action(actor.displayName)}
            </Button>
          )}
        </Stack>
        {canReply && replying && payload.threadId && (
          <DmReplyBox
            threadId={payload.threadId}
            toUserId={actor.id}
            onClose={() => setReplying(false)}
          />
        )}
      </Box>
    </Box>
  );
}
