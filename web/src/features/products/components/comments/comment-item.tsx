import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReplyView } from '@xmates/domain';
import Avatar from '@mui/material/Avatar';
import { shortHash } from '@xmates/domain';
import type { ThreadComment } from '../../hooks/use-comments';
import { relativeTime } from '@/lib/relative-time';
import { CommentForm } from './comment-form';

interface EntryProps {
  item: { user: { id: string; displayName: string }; text: string; createdAt: string };
  reported: boolean;
  onReport: () => void;
  small?: boolean;
  actions?: React.ReactNode;
}

/** The author's initial on a colour of their own (comments carry no e-mail or photo). */
function Initial({ uid, name, size }: { uid: string; name: string; size: number }) {
  const hue = parseInt(shortHash(uid).slice(-4), 36) % 360;
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 700,
        bgcolor: `hsl(${hue} 55% 42%)`,
        color: '#fff',
      }}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </Avatar>
  );
}

/** One comment or reply. The text is rendered as a text node: never as HTML. */
function Entry({ item, reported, onReport, small, actions }: EntryProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Initial uid={item.user.id} name={item.user.displayName} size={small ? 28 : 34} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
            {item.user.displayName}
          </Typography>
          <Typography
            variant="caption"
            color="textSecondary"
            component="time"
            dateTime={item.createdAt}
          >
            {relativeTime(item.createdAt)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}
        >
          {item.text}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.25, ml: -1 }}>
          {actions}
          <Button
            size="small"
            color="inherit"
            onClick={onReport}
            sx={{ color: reported ? 'warning.main' : 'text.secondary', minWidth: 0, px: 1 }}
          >
            {reported ? 'Reported' : 'Report'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

interface CommentItemProps {
  thread: ThreadComment;
  reported: ReadonlySet<string>;
  canPost: () => boolean;
  onReply: (text: string) => Promise<boolean>;
  onReport: (replyId: string | null) => void;
  /** The next replies are on their way. */
  loadingReplies: boolean;
  onMoreReplies: () => void;
}

export function CommentItem({
  thread,
  reported,
  canPost,
  onReply,
  onReport,
  loadingReplies,
  onMoreReplies,
}: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const { comment, replies } = thread;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5 }}
      aria-label={`Comment by ${comment.user.displayName}`}
    >
      <Entry
        item={comment}
        reported={reported.has(comment.id)}
        onReport={() => onReport(null)}
        actions={
          <Button
            size="small"
            color="inherit"
            sx={{ color: 'text.secondary', minWidth: 0, px: 1 }}
            onClick={() => canPost() && setReplying(true)}
          >
            Reply
          </Button>
        }
      />
      <Box
        sx={{ pl: { xs: 4, sm: 5.75 }, mt: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}
      >
        {replying && (
          <CommentForm
            label="Your reply"
            submitLabel="Reply"
            autoFocus
            rows={1}
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              const ok = await onReply(text);
              if (ok) setReplying(false);
              return ok;
            }}
          />
        )}
        {replies.length > 0 && (
          <Box
            component="ul"
            aria-label="Replies"
            sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
          >
            {replies.map((r: ReplyView) => (
              <Box component="li" key={r.id} sx={{ listStyle: 'none' }}>
                <Entry
                  item={r}
                  small
                  reported={reported.has(r.id)}
                  onReport={() => onReport(r.id)}
                />
              </Box>
            ))}
          </Box>
        )}
        {thread.moreReplies && (
          <Box>
            <Button size="small" onClick={onMoreReplies} disabled={loadingReplies}>
              {loadingReplies ? 'Loading…' : 'Show more replies'}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
