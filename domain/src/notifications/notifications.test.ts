import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { isDocumentId } from '../core/document-ids';
import { dmParticipants, dmThreadId, notificationId } from './ids';
import { NOTIFICATION_MESSAGES } from './messages';
import { checkDmText, markReadBody, settingsBody, welcomeBody } from './requests';
import { resolveSettings, wantsNotification } from './settings';
import { notificationText } from './text';
import { unreadCountOf } from './unread';
import { welcomeDue } from './welcome';

const actor = { id: 'u1', displayName: 'Mia' };

describe('notificationText', () => {
  it('names the actor in the spec texts', () => {
    const line = (type: 'LIKE' | 'COMMENT' | 'REPLY' | 'DM') =>
      notificationText({ type, actor, payload: {} });
    expect(line('LIKE')).toBe('Mia liked your submitted video');
    expect(line('COMMENT')).toBe('Mia commented on your video link');
    expect(line('REPLY')).toBe('Mia replied to your comment');
    expect(line('DM')).toBe('Mia sent you a message:');
  });

  it('uses the defaults for approvals, badges and admin messages', () => {
    expect(notificationText({ type: 'APPROVED', actor, payload: {} })).toBe(
      'Your submitted video link is added to the community feed',
    );
    expect(notificationText({ type: 'BADGE', actor: null, payload: {} })).toBe(
      'You earned a new badge!',
    );
    expect(
      notificationText({ type: 'BADGE', actor: null, payload: { badgeName: 'Pioneer' } }),
    ).toBe('You earned Pioneer!');
    expect(notificationText({ type: 'ADMIN', actor, payload: { message: '  ' } })).toBe(
      'Message from Admin.',
    );
    expect(notificationText({ type: 'ADMIN', actor, payload: { message: 'Hi there' } })).toBe(
      'Hi there',
    );
  });

  it('shows Someone for an actor without a name', () => {
    expect(
      notificationText({ type: 'LIKE', actor: { id: 'x', displayName: ' ' }, payload: {} }),
    ).toBe('Someone liked your submitted video');
  });
});

describe('ids', () => {
  it('names the same event the same way, readable when it fits', () => {
    expect(notificationId('like', 'p1', 'u1')).toBe('like-p1-u1');
    expect(notificationId('like', 'p1', 'u1')).toBe(notificationId('like', 'p1', 'u1'));
    expect(notificationId('like', 'p1', 'u2')).not.toBe(notificationId('like', 'p1', 'u1'));
  });

  it('digests parts that would not make a document id', () => {
    const long = notificationId('like', 'p'.repeat(100), 'u'.repeat(40));
    const odd = notificationId('badge', 'a.b c');
    for (const id of [long, odd]) expect(isDocumentId(id)).toBe(true);
    expect(long).toMatch(/^like-[0-9a-f]{40}$/);
  });

  it('gives two people one thread whoever starts it', () => {
    expect(dmThreadId('a', 'b')).toBe(dmThreadId('b', 'a'));
    expect(dmThreadId('a', 'b')).not.toBe(dmThreadId('a', 'c'));
    expect(isDocumentId(dmThreadId('a', 'b'))).toBe(true);
    expect(dmParticipants('b', 'a')).toEqual(['a', 'b']);
  });
});

describe('settings', () => {
  it('are all on until switched off; adminMessages always on', () => {
    expect(resolveSettings(undefined)).toEqual({
      onLikeMyProduct: true,
      onCommentMyProduct: true,
      onReplyToMyComment: true,
      onMySubmissionApproved: true,
      onBadgeEarned: true,
      adminMessages: true,
    });
    const settings = resolveSettings({ onLikeMyProduct: false });
    expect(wantsNotification(settings, 'LIKE')).toBe(false);
    expect(wantsNotification(settings, 'COMMENT')).toBe(true);
    expect(wantsNotification(resolveSettings({ onBadgeEarned: false }), 'BADGE')).toBe(false);
  });

  it('cannot silence admin messages or direct messages', () => {
    const off = resolveSettings({
      onLikeMyProduct: false,
      onCommentMyProduct: false,
      onReplyToMyComment: false,
      onMySubmissionApproved: false,
      onBadgeEarned: false,
    });
    expect(wantsNotification(off, 'ADMIN')).toBe(true);
    expect(wantsNotification(off, 'DM')).toBe(true);
  });

  it('refuses unknown keys, non-booleans and adminMessages off', () => {
    expect(settingsBody.safeParse({ onLikeMyProduct: false }).success).toBe(true);
    expect(settingsBody.safeParse({ adminMessages: true }).success).toBe(true);
    expect(settingsBody.safeParse({ adminMessages: false }).success).toBe(false);
    expect(settingsBody.safeParse({ onLikeMyProduct: 'no' }).success).toBe(false);
    expect(settingsBody.safeParse({ onEverything: true }).success).toBe(false);
  });
});

describe('requests', () => {
  it('keeps DM text to 1..1000 characters after trimming', () => {
    expect(checkDmText('  hi  ')).toEqual({ ok: true, value: { text: 'hi' } });
    expect(checkDmText('   ').ok).toBe(false);
    expect(checkDmText('x'.repeat(LIMITS.dmMaxLength)).ok).toBe(true);
    expect(checkDmText('x'.repeat(LIMITS.dmMaxLength + 1))).toMatchObject({
      ok: false,
      field: 'text',
    });
  });

  it('marks 1..100 well-formed ids at a time', () => {
    expect(markReadBody.safeParse({ ids: ['a'] }).success).toBe(true);
    expect(markReadBody.safeParse({ ids: [] }).success).toBe(false);
    expect(markReadBody.safeParse({ ids: ['a/b'] }).success).toBe(false);
    const many = Array.from({ length: LIMITS.notificationMarkMax + 1 }, (_, i) => `n${i}`);
    expect(markReadBody.safeParse({ ids: many }).success).toBe(false);
  });
});

describe('welcomeBody', () => {
  it('takes no text, or the site’s own welcome text', () => {
    expect(welcomeBody.parse({})).toEqual({});
    const own = NOTIFICATION_MESSAGES.welcomeText;
    expect(welcomeBody.parse({ text: ` ${own} ` })).toEqual({ text: own });
  });

  it.each(['Hi there!', 'Your account is suspended: sign in at evil.example', 'x'.repeat(1001)])(
    'refuses a text of the caller’s own: %j',
    (text) => {
      const result = welcomeBody.safeParse({ text });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NOTIFICATION_MESSAGES.welcomeTextUnknown);
    },
  );
});

describe('welcomeDue', () => {
  const created = Date.UTC(2025, 0, 1);
  it('is due for a sign-in within 120 s of creation', () => {
    expect(welcomeDue(created, created)).toBe(true);
    expect(welcomeDue(created, created - 900)).toBe(true);
    expect(welcomeDue(created, created + 120_000)).toBe(true);
  });

  it('is not due later, or for a sign-in before the account existed', () => {
    expect(welcomeDue(created, created + 120_001)).toBe(false);
    expect(welcomeDue(created, created - 5_000)).toBe(false);
  });
});

describe('unreadCountOf', () => {
  it('uses the answer’s count when it is a number', () => {
    expect(unreadCountOf({ count: 7 })).toBe(7);
    expect(unreadCountOf({ count: 150 })).toBe(150);
  });

  it('counts anything else as 0', () => {
    for (const answer of [{ count: '7' }, { count: null }, { count: Number.NaN }, {}, null, 'x']) {
      expect(unreadCountOf(answer)).toBe(0);
    }
    expect(unreadCountOf({ count: -2 })).toBe(0);
  });
});
