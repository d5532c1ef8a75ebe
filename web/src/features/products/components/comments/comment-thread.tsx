import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useComments } from '../../hooks/use-comments';
import { useMemberPrompt } from '../../hooks/use-member-prompt';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

interface CommentThreadProps {
  productId: string;
  /** The visible count moved by n: +1 for each post, -1 for each of the author's deletions. */
  onPosted: (n: number) => void;
  autoFocus?: boolean;
}

/** The whole thread: the posting box (or a login invitation), the comments and "Load more". */
export function CommentThread({ productId, onPosted, autoFocus }: CommentThreadProps) {
  const thread = useComments(productId, onPosted);
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const viewerId = useSessionStore((s) => s.user?.uid ?? null);
  const member = useMemberPrompt();
  const location = useLocation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {signedIn ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          autoFocus={autoFocus}
          onSubmit={(text) => thread.post(text, null)}
        />
      ) : (
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            borderColor: BRAND.border,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 180 }}>
            Please log in to comment. Everyone can read the conversation.
          </Typography>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={paths.login.getHref(`${location.pathname}${location.search}`)}
          >
            Log in
          </Button>
        </Paper>
      )}

      {thread.status === 'loading' && (
        <Box aria-busy="true" aria-label="Loading comments" sx={{ py: 1 }}>
          {[0, 1, 2].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
              <Skeleton variant="circular" width={34} height={34} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="90%" />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {thread.status === 'error' && (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          Comments could not be loaded. Please try again later.
        </Typography>
      )}
      {thread.status === 'ready' && thread.items.length === 0 && (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          No comments yet. Start the conversation!
        </Typography>
      )}
      {thread.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Comments"
          sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {thread.items.map((t) => (
            <CommentItem
              key={t.comment.id}
              thread={t}
              reported={thread.reported}
              viewerId={viewerId}
              canPost={() => member('comment')}
              onReply={(text) => thread.post(text, t.comment.id)}
              onReport={(replyId) => member('report') && void thread.report(t.comment.id, replyId)}
              onEdit={(replyId, text) => thread.edit(t.comment.id, replyId, text)}
              onDelete={(replyId) => thread.remove(t.comment.id, replyId)}
              onBlock={(uid) => void thread.block(uid)}
              loadingReplies={thread.loadingReplies(t.comment.id)}
              onMoreReplies={() => thread.loadReplies(t)}
            />
          ))}
        </Box>
      )}
      {thread.hasMore && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={thread.loadMore}
          disabled={thread.loadingMore}
          sx={{ alignSelf: 'center', borderColor: BRAND.border }}
        >
          {thread.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  );
}
