import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Avatar from '@mui/material/Avatar';
import {
  BLOCK_MESSAGES,
  COMMENT_MESSAGES,
  MEMBER_REPORT_MESSAGES,
  THREAD_MESSAGES,
  shortHash,
  type ReplyView,
} from '@xmates/domain';
import type { ThreadComment } from '../../hooks/use-comments';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { toast } from '@/stores/toast-store';
import { CommentForm } from './comment-form';
import { ReportMemberDialog } from './report-member-dialog';

interface EntryProps {
  item: {
    user: { id: string; displayName: string };
    text: string;
    createdAt: string;
    editedAt: string | null;
  };
  kind: 'comment' | 'reply';
  reported: boolean;
  onReport: () => void;
  /** The viewer wrote it: Edit and Delete. */
  own: OwnActions | null;
  /** A signed-in viewer and someone else's words: "Block {name}" and "Report {name}". */
  onBlock: (() => void) | null;
  onReportMember: (() => void) | null;
  small?: boolean;
  actions?: React.ReactNode;
}

/** What the author can do with their comment or reply (each rejects when refused). */
interface OwnActions {
  edit: (text: string) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

const quiet = { color: 'text.secondary', minWidth: 0, px: 1 } as const;

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

/** Delete's confirmation, in place of the item's buttons. */
function ConfirmDelete({
  kind,
  remove,
  onCancel,
}: {
  kind: EntryProps['kind'];
  remove: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { busy, error, run } = useFormSubmit({
    send: remove,
    failure: (err) => errorText(err, THREAD_MESSAGES.deleteFailed),
  });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, mt: 0.25, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {THREAD_MESSAGES.confirmDelete(kind)}
      </Typography>
      <Button size="small" color="error" disabled={busy} onClick={() => void run()}>
        {busy ? 'Deleting…' : 'Delete'}
      </Button>
      <Button size="small" color="inherit" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ width: '100%' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** One comment or reply. The text is rendered as a text node: never as HTML. */
function Entry(props: EntryProps) {
  const { item, kind, reported, onReport, own, onBlock, onReportMember, small, actions } = props;
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const save = async (text: string) => {
    try {
      await own?.edit(text);
      setMode('view');
      return true;
    } catch (err) {
      toast.error(errorText(err, THREAD_MESSAGES.editFailed));
      return false;
    }
  };
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
          {item.editedAt && (
            <Typography
              variant="caption"
              color="textSecondary"
              title={`Edited ${relativeTime(item.editedAt)}`}
            >
              edited
            </Typography>
          )}
        </Box>
        {mode === 'edit' && own ? (
          <Box sx={{ mt: 1 }}>
            <CommentForm
              label={`Edit your ${kind}`}
              submitLabel="Save"
              busyLabel="Saving…"
              initial={item.text}
              autoFocus
              rows={1}
              onCancel={() => setMode('view')}
              onSubmit={save}
            />
          </Box>
        ) : (
          <Typography
            variant="body2"
            sx={{ mt: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}
          >
            {item.text}
          </Typography>
        )}
        {mode === 'confirm' && own ? (
          <ConfirmDelete kind={kind} remove={own.remove} onCancel={() => setMode('view')} />
        ) : (
          mode === 'view' && (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.25, ml: -1, flexWrap: 'wrap' }}>
              {actions}
              {own && (
                <>
                  <Button size="small" color="inherit" sx={quiet} onClick={() => setMode('edit')}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    sx={quiet}
                    onClick={() => setMode('confirm')}
                  >
                    Delete
                  </Button>
                </>
              )}
              <Button
                size="small"
                color="inherit"
                onClick={onReport}
                sx={{ ...quiet, color: reported ? 'warning.main' : 'text.secondary' }}
              >
                {reported ? 'Reported' : 'Report'}
              </Button>
              {onBlock && (
                <Button size="small" color="inherit" sx={quiet} onClick={onBlock}>
                  {BLOCK_MESSAGES.action(item.user.displayName)}
                </Button>
              )}
              {onReportMember && (
                <Button size="small" color="inherit" sx={quiet} onClick={onReportMember}>
                  {MEMBER_REPORT_MESSAGES.action(item.user.displayName)}
                </Button>
              )}
            </Box>
          )
        )}
      </Box>
    </Box>
  );
}

/**
 * A comment its author deleted, or by a member the viewer blocked, while it holds replies: no
 * text, no name, its replies below.
 */
function Tombstone({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{ width: 34, height: 34, borderRadius: '50%', border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
        {text}
      </Typography>
    </Box>
  );
}

interface CommentItemProps {
  thread: ThreadComment;
  reported: ReadonlySet<string>;
  /** The signed-in member's uid (their own items get Edit and Delete), null for visitors. */
  viewerId: string | null;
  canPost: () => boolean;
  onReply: (text: string) => Promise<boolean>;
  onReport: (replyId: string | null) => void;
  onEdit: (replyId: string | null, text: string) => Promise<unknown>;
  onDelete: (replyId: string | null) => Promise<unknown>;
  onBlock: (uid: string) => void;
  /** The next replies are on their way. */
  loadingReplies: boolean;
  onMoreReplies: () => void;
}

export function CommentItem({
  thread,
  reported,
  viewerId,
  canPost,
  onReply,
  onReport,
  onEdit,
  onDelete,
  onBlock,
  loadingReplies,
  onMoreReplies,
}: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const [reportingMember, setReportingMember] = useState<{ uid: string; name: string } | null>(
    null,
  );
  const { comment, replies } = thread;
  const ownOf = (uid: string, replyId: string | null): OwnActions | null =>
    viewerId !== null && uid === viewerId
      ? { edit: (text) => onEdit(replyId, text), remove: () => onDelete(replyId) }
      : null;
  const othersWords = (uid: string) => viewerId !== null && uid !== '' && uid !== viewerId;
  const blockOf = (uid: string) => (othersWords(uid) ? () => onBlock(uid) : null);
  const reportMemberOf = (user: { id: string; displayName: string }) =>
    othersWords(user.id)
      ? () => setReportingMember({ uid: user.id, name: user.displayName })
      : null;
  const placeholder = comment.deleted
    ? COMMENT_MESSAGES.tombstone
    : comment.blocked
      ? BLOCK_MESSAGES.placeholder
      : null;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5 }}
      aria-label={
        comment.deleted
          ? 'Deleted comment'
          : (placeholder ?? `Comment by ${comment.user.displayName}`)
      }
    >
      {placeholder ? (
        <Tombstone text={placeholder} />
      ) : (
        <Entry
          item={comment}
          kind="comment"
          reported={reported.has(comment.id)}
          onReport={() => onReport(null)}
          own={ownOf(comment.user.id, null)}
          onBlock={blockOf(comment.user.id)}
          onReportMember={reportMemberOf(comment.user)}
          actions={
            <Button
              size="small"
              color="inherit"
              sx={quiet}
              onClick={() => canPost() && setReplying(true)}
            >
              Reply
            </Button>
          }
        />
      )}
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
                  kind="reply"
                  small
                  reported={reported.has(r.id)}
                  onReport={() => onReport(r.id)}
                  own={ownOf(r.user.id, r.id)}
                  onBlock={blockOf(r.user.id)}
                  onReportMember={reportMemberOf(r.user)}
                />
              </Box>
            ))}
          </Box>
        )}
        {reportingMember && (
          <ReportMemberDialog member={reportingMember} onClose={() => setReportingMember(null)} />
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
