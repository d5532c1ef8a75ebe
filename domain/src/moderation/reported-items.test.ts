import { describe, expect, it } from 'vitest';
import { countDeltas, parseReportId, repliesReportIdPrefix, reportIdOf } from './reported-items';

describe('reportId', () => {
  it('joins and splits the ids of a comment and of a reply', () => {
    const comment = { productId: 'p1', commentId: 'c1', replyId: null };
    const reply = { productId: 'p1', commentId: 'c1', replyId: 'r1' };
    expect(reportIdOf(comment)).toBe('p1~c1');
    expect(parseReportId('comment', 'p1~c1')).toEqual(comment);
    expect(parseReportId('reply', reportIdOf(reply))).toEqual(reply);
  });

  it('names nothing with the wrong number of parts or a malformed id', () => {
    for (const id of ['p1', 'p1~c1~r1', 'p1~', '~c1', 'p1~c/1', 'p 1~c1']) {
      expect(parseReportId('comment', id), id).toBeNull();
    }
    expect(parseReportId('reply', 'p1~c1')).toBeNull();
  });

  it("starts every reply's reportId under a comment with that comment's prefix, and no other", () => {
    const prefix = repliesReportIdPrefix('p1', 'c1');
    const reply = reportIdOf({ productId: 'p1', commentId: 'c1', replyId: 'r1' });
    expect(reply.startsWith(prefix)).toBe(true);
    for (const other of [
      reportIdOf({ productId: 'p1', commentId: 'c1', replyId: null }),
      reportIdOf({ productId: 'p1', commentId: 'c10', replyId: 'r1' }),
      reportIdOf({ productId: 'p10', commentId: 'c1', replyId: 'r1' }),
    ]) {
      expect(other.startsWith(prefix), other).toBe(false);
    }
  });
});

describe('countDeltas', () => {
  const comment = (hidden: boolean, repliesCount = 3, deleted = false) => ({
    kind: 'comment' as const,
    hidden,
    repliesCount,
    deleted,
  });
  const reply = (hidden: boolean) => ({
    kind: 'reply' as const,
    hidden,
    repliesCount: 0,
    deleted: false,
  });

  it('takes a visible comment and its visible replies off the product when hidden or deleted', () => {
    expect(countDeltas(comment(false), false, 'hide')).toEqual({ comment: 0, product: -4 });
    expect(countDeltas(comment(false), false, 'delete')).toEqual({ comment: 0, product: -4 });
    expect(countDeltas(comment(true), false, 'unhide')).toEqual({ comment: 0, product: 4 });
  });

  it('moves nothing when the visibility does not change', () => {
    expect(countDeltas(comment(true), false, 'hide')).toEqual({ comment: 0, product: 0 });
    expect(countDeltas(comment(true), false, 'delete')).toEqual({ comment: 0, product: 0 });
    expect(countDeltas(comment(false), false, 'unhide')).toEqual({ comment: 0, product: 0 });
    expect(countDeltas(reply(true), false, 'delete')).toEqual({ comment: 0, product: 0 });
  });

  it('counts a reply on its comment, and on the product only under a visible comment', () => {
    expect(countDeltas(reply(false), false, 'hide')).toEqual({ comment: -1, product: -1 });
    expect(countDeltas(reply(false), true, 'delete')).toEqual({ comment: -1, product: 0 });
    expect(countDeltas(reply(true), false, 'unhide')).toEqual({ comment: 1, product: 1 });
    expect(countDeltas(reply(true), true, 'unhide')).toEqual({ comment: 1, product: 0 });
  });

  it('counts a tombstone for its visible replies only', () => {
    expect(countDeltas(comment(false, 3, true), false, 'delete')).toEqual({
      comment: 0,
      product: -3,
    });
    expect(countDeltas(comment(true, 2, true), false, 'unhide')).toEqual({
      comment: 0,
      product: 2,
    });
  });
});
