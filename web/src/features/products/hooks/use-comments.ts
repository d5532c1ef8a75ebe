// The state of one product's comment thread: pages of comments (newest first), each with its
// newest replies and "more replies" paging, plus posting, reporting, and the author's edit and
// delete.
import { useState } from 'react';
import {
  BLOCK_MESSAGES,
  COMMENT_MESSAGES,
  ERASED_AUTHOR,
  THREAD_MESSAGES,
  type CommentDeleteAnswer,
  type CommentEditAnswer,
  type CommentView,
  type ReplyView,
} from '@xmates/domain';
import { errorText, hasErrorCode } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { useLoadMore } from '@/lib/use-load-more';
import { toast } from '@/stores/toast-store';
import { blockMember } from '@/shared-data/blocks';
import {
  deleteComment,
  editComment,
  getComments,
  getReplies,
  postComment,
  postReply,
  replyCursor,
  reportComment,
  reportReply,
} from '../api/comments';

export interface ThreadComment {
  comment: CommentView;
  replies: ReplyView[];
  /** Replies on the server beyond those shown. */
  moreReplies: boolean;
}

interface Thread {
  /** The first page failed: the thread shows so, yet a comment posted meanwhile still appears. */
  failed: boolean;
  items: ThreadComment[];
  nextCursor: string | null;
}

const toItem = (comment: CommentView): ThreadComment => ({
  comment,
  replies: comment.replies,
  moreReplies: comment.repliesCount > comment.replies.length,
});

const byId = <T extends { id: string }>(list: T[]) => {
  const seen = new Set<string>();
  return list.filter((x) => !seen.has(x.id) && seen.add(x.id));
};

const firstPage = (productId: string, signal: AbortSignal): Promise<Thread> =>
  getComments(productId, null, signal).then(
    (page) => ({
      failed: false,
      items: page.comments.map(toItem),
      nextCursor: page.nextCursor ?? null,
    }),
    () => ({ failed: true, items: [], nextCursor: null }),
  );

export function useComments(productId: string, onPosted: (n: number) => void) {
  const thread = useAsync(productId, firstPage);
  const { mutate } = thread;
  const current = thread.data;
  /** Next pages: the product's comments (keyed by the product), a comment's replies. */
  const more = useLoadMore();
  const repliesKey = (commentId: string) => `${productId}/${commentId}`;
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const failed = () => toast.error(THREAD_MESSAGES.loadFailed);

  const update = (id: string, change: (t: ThreadComment) => ThreadComment) =>
    mutate((s) => ({ ...s, items: s.items.map((t) => (t.comment.id === id ? change(t) : t)) }));

  const loadMore = () => {
    const cursor = current?.nextCursor;
    if (!cursor) return;
    more.load(
      productId,
      () => getComments(productId, cursor),
      (page) =>
        mutate((s) => ({
          ...s,
          // A comment posted meanwhile can also come back in a later page: shown once.
          items: [
            ...s.items,
            ...page.comments.filter((c) => !s.items.some((t) => t.comment.id === c.id)).map(toItem),
          ],
          nextCursor: page.nextCursor ?? null,
        })),
      failed,
    );
  };

  const loadReplies = (thread: ThreadComment) => {
    const last = thread.replies[thread.replies.length - 1];
    more.load(
      repliesKey(thread.comment.id),
      () => getReplies(productId, thread.comment.id, last ? replyCursor(last) : null),
      (page) =>
        update(thread.comment.id, (t) => ({
          ...t,
          replies: byId([...t.replies, ...page.replies]),
          moreReplies: Boolean(page.nextCursor),
        })),
      failed,
    );
  };

  /** Posts a comment (commentId null) or a reply; resolves true once it is on screen. */
  const post = async (text: string, commentId: string | null): Promise<boolean> => {
    try {
      if (commentId === null) {
        const created = await postComment(productId, text);
        mutate((s) => ({ ...s, items: [toItem({ ...created, replies: [] }), ...s.items] }));
      } else {
        const created = await postReply(productId, commentId, text);
        update(commentId, (t) => ({
          ...t,
          replies: [created, ...t.replies],
          comment: { ...t.comment, repliesCount: t.comment.repliesCount + 1 },
        }));
      }
      onPosted(1);
      return true;
    } catch (err) {
      toast.error(errorText(err, THREAD_MESSAGES.postFailed));
      return false;
    }
  };

  const report = async (commentId: string, replyId: string | null) => {
    const key = replyId ?? commentId;
    if (reported.has(key)) {
      toast.info(COMMENT_MESSAGES.alreadyReported);
      return;
    }
    const mark = () => setReported((s) => new Set(s).add(key));
    try {
      await (replyId
        ? reportReply(productId, commentId, replyId)
        : reportComment(productId, commentId));
      mark();
      toast.success(THREAD_MESSAGES.reported);
    } catch (err) {
      if (hasErrorCode(err, 'already-reported')) {
        mark();
        toast.info(COMMENT_MESSAGES.alreadyReported);
      } else {
        toast.error(errorText(err, THREAD_MESSAGES.reportFailed));
      }
    }
  };

  /** The author's new text (a refusal throws, for the edit form to show). */
  const edit = async (
    commentId: string,
    replyId: string | null,
    text: string,
  ): Promise<CommentEditAnswer> => {
    const answer = await editComment(productId, commentId, replyId, text);
    const edited = <T extends { id: string }>(x: T) =>
      x.id === answer.id ? { ...x, text: answer.text, editedAt: answer.editedAt } : x;
    update(commentId, (t) =>
      replyId === null
        ? { ...t, comment: edited(t.comment) }
        : { ...t, replies: t.replies.map(edited) },
    );
    return answer;
  };

  /**
   * Deletes the author's comment (it leaves the thread, or stays as "Comment deleted" with its
   * replies) or reply (a tombstone whose last reply it was leaves too). One visible item less.
   */
  const remove = async (
    commentId: string,
    replyId: string | null,
  ): Promise<CommentDeleteAnswer> => {
    const answer = await deleteComment(productId, commentId, replyId);
    const gone = replyId === null ? answer.outcome === 'deleted' : answer.parentRemoved;
    if (gone) {
      mutate((s) => ({ ...s, items: s.items.filter((t) => t.comment.id !== commentId) }));
    } else if (replyId === null) {
      update(commentId, (t) => ({
        ...t,
        comment: { ...t.comment, deleted: true, text: '', user: { ...ERASED_AUTHOR, _id: '' } },
      }));
    } else {
      update(commentId, (t) => ({
        ...t,
        replies: t.replies.filter((r) => r.id !== replyId),
        comment: { ...t.comment, repliesCount: answer.repliesCount ?? t.comment.repliesCount },
      }));
    }
    onPosted(-1);
    return answer;
  };

  /** Blocks a comment's or reply's author: the thread comes again without their words. */
  const block = async (uid: string) => {
    try {
      toast.success((await blockMember(uid)).message);
      thread.reload();
    } catch (err) {
      toast.error(errorText(err, BLOCK_MESSAGES.blockFailed));
    }
  };

  return {
    status: current ? (current.failed ? 'error' : 'ready') : 'loading',
    items: current?.items ?? [],
    hasMore: Boolean(current?.nextCursor),
    loadingMore: more.loading(productId),
    loadingReplies: (commentId: string) => more.loading(repliesKey(commentId)),
    reported,
    loadMore,
    loadReplies,
    post,
    report,
    edit,
    remove,
    block,
  };
}
