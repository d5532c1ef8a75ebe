// Screenshots of the bell with a count and of /notifications (one notice of each kind, the
// newest unread), and of the admin's User Communication tab with a conversation, at phone and
// desktop widths. Called from all.ts; also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/notifications.ts
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { COLLECTIONS, SYSTEM_SENDER, dmThreadId, type NotificationDoc } from '@xmates/domain';
import { adminAuth, adminDb } from '@xmates/tests/admin';
import { DEMO } from '@xmates/tests/env';
import { runsAlone, takeShots, type Shot } from './take-shots';

const MINUTE = 60_000;

/**
 * The demo member's notices: every kind, the three newest unread. The DM comes from a real
 * thread with the demo admin (its notice written by the trigger); the notices of the thread's
 * older messages are written first, as read, so the trigger leaves them so.
 */
async function seedNotices(): Promise<void> {
  const [member, admin] = await Promise.all([
    adminAuth.getUserByEmail(DEMO.member.email),
    adminAuth.getUserByEmail(DEMO.admin.email),
  ]);
  const products = await adminDb
    .collection(COLLECTIONS.products)
    .where('approved', '==', true)
    .limit(2)
    .get();
  const [first, second] = products.docs.map((d) => ({
    id: d.id,
    slug: d.get('slug') as string,
    title: d.get('title') as string,
  }));
  const now = Date.now();
  const notice = (
    minutesAgo: number,
    isRead: boolean,
    fields: Pick<NotificationDoc, 'type' | 'actor' | 'product' | 'payload'>,
  ): NotificationDoc<Timestamp> => ({
    ...fields,
    isRead,
    createdAt: Timestamp.fromMillis(now - minutesAgo * MINUTE),
    readAt: null,
  });
  const threadId = dmThreadId(admin.uid, member.uid);
  const team = { id: admin.uid, displayName: 'Team xmates' };
  const messages = [
    {
      id: 'shot-1',
      from: team,
      to: member.uid,
      minutesAgo: 60 * 49,
      text: 'Welcome aboard! Ask us anything here.',
    },
    {
      id: 'shot-2',
      from: { id: member.uid, displayName: 'Demo Member' },
      to: admin.uid,
      minutesAgo: 60 * 48,
      text: 'Thanks! How many tags can a link have?',
    },
    {
      id: 'shot-3',
      from: team,
      to: member.uid,
      minutesAgo: 3,
      text: 'Up to 12 when you submit; a card shows 8. Thanks for your links this week!',
    },
  ];
  const notices: Record<string, NotificationDoc<Timestamp>> = {
    'dm-shot-1': notice(60 * 49, true, {
      type: 'DM',
      actor: team,
      product: null,
      payload: { threadId, text: messages[0]?.text },
    }),
    'shot-like': notice(25, false, {
      type: 'LIKE',
      actor: { id: 'shot-a', displayName: 'NightOwl' },
      product: first ?? null,
      payload: {},
    }),
    'shot-comment': notice(70, false, {
      type: 'COMMENT',
      actor: { id: 'shot-b', displayName: 'ReelCollector' },
      product: second ?? null,
      payload: {},
    }),
    'shot-badge': notice(60 * 26, true, {
      type: 'BADGE',
      actor: null,
      product: null,
      payload: { badgeKey: 'xmates_first_submission', badgeName: 'First Submission' },
    }),
    'shot-approved': notice(60 * 27, true, {
      type: 'APPROVED',
      actor: null,
      product: first ?? null,
      payload: {},
    }),
    'shot-admin': notice(60 * 24 * 4, true, {
      type: 'ADMIN',
      actor: { id: admin.uid, displayName: 'Team xmates' },
      product: null,
      payload: { message: 'We refreshed the tag list: have a look when you submit next.' },
    }),
    'shot-welcome': notice(60 * 24 * 9, true, {
      type: 'DM',
      actor: SYSTEM_SENDER,
      product: null,
      payload: { threadId: dmThreadId(SYSTEM_SENDER.id, member.uid), text: 'Welcome to xmates!' },
    }),
  };
  const noticesOf = (uid: string) =>
    adminDb.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);
  const batch = adminDb.batch();
  for (const [id, doc] of Object.entries(notices)) batch.set(noticesOf(member.uid).doc(id), doc);
  batch.set(
    noticesOf(admin.uid).doc('dm-shot-2'),
    notice(60 * 48, true, {
      type: 'DM',
      actor: messages[1]?.from ?? null,
      product: null,
      payload: { threadId, text: messages[1]?.text },
    }),
  );
  await batch.commit();
  const thread = adminDb.collection(COLLECTIONS.dmThreads).doc(threadId);
  await thread.set({
    participants: [admin.uid, member.uid].sort(),
    createdAt: Timestamp.fromMillis(now - 60 * 49 * MINUTE),
    updatedAt: Timestamp.fromMillis(now - 3 * MINUTE),
  });
  for (const m of messages) {
    await thread
      .collection(COLLECTIONS.messages)
      .doc(m.id)
      .set({
        from: m.from.id,
        fromName: m.from.displayName,
        to: m.to,
        text: m.text,
        createdAt: Timestamp.fromMillis(now - m.minutesAgo * MINUTE),
      });
  }
}

// Three unread notices are seeded; a run right after the emulators start also gets the site's
// welcome message (the seeded accounts are then under 120 s old), and the sets before this one
// (all.ts) add the notices their likes and comments on the member's products send.
const bellWithCount = (page: Page) =>
  page
    .getByRole('link', { name: /^Notifications, \d+ unread$/ })
    .first()
    .waitFor();

const SHOTS: Shot[] = [
  {
    name: 'notifications',
    path: '/notifications',
    as: 'member',
    ready: async (page) => {
      await bellWithCount(page);
      await page.getByText('NightOwl liked your submitted video').waitFor();
      await page.getByText('Save settings').waitFor();
    },
  },
  {
    name: 'notifications-bell',
    path: '/',
    as: 'member',
    ready: bellWithCount,
    // The viewport: the header with the bell, over the feed.
    act: (page) => page.waitForTimeout(300),
  },
  {
    name: 'notifications-reply',
    path: '/notifications',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Reply' }).first().waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Reply' }).first().click();
      await page.getByLabel('Your reply').fill('Will do, thank you!');
      await page.getByLabel('Your reply').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'admin-user-comm',
    path: '/admin?tab=user-comm',
    as: 'admin',
    ready: (page) => page.getByLabel('Search users').waitFor(),
    act: async (page) => {
      await page.getByLabel('Search users').fill('member@');
      await page.getByRole('list', { name: 'Users found' }).getByRole('button').first().click();
      await page.getByRole('region', { name: /^Conversation with/ }).waitFor();
      await page.waitForTimeout(600);
    },
  },
];

export async function takeNotificationShots(): Promise<void> {
  await seedNotices();
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) {
  await takeNotificationShots();
}
