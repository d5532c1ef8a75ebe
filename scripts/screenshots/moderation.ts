// Screenshots of the moderation tabs (Reported Broken Links, Reported Comments, Reported
// Replies, Manage Categories/Tags) and the Moderation Log page at phone and desktop widths, after members
// have reported a few seeded products, comments and replies through the API and the demo
// admin has made a few changes (for the log). Called from
// all.ts; also runs alone: npm run with-emulators -- npx tsx scripts/screenshots/moderation.ts
import {
  COLLECTIONS,
  LINK_CHECKER_UID,
  neverCheckedLink,
  severityOf,
  type CommentView,
  type ReplyView,
} from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { api } from '@xmates/tests/api';
import { newVerifiedMember, signIn } from '@xmates/tests/auth';
import { DEMO } from '@xmates/tests/env';
import { adminShot, newestProducts, runsAlone, takeShots, type Shot } from './take-shots';

const MEMBERS = ['Mia Hart', 'Leo Park', 'Ava Stone'];
const LINK_REASONS = ['The video was taken down.', 'Goes to a different video.', null];
const COMMENTS = [
  'Does anyone know where the full version is? This one cuts off halfway.',
  'Buy cheap followers at my site, link in my profile!!!',
  'Lovely light in the second half, the colours are warm and soft.',
  'Whoever uploaded this has no taste at all.',
];
const REPLIES = ['Check the description, it links the full one.', 'Spam, please remove this.'];

/** Members with display names, reporting through the API as the SPA does. */
async function members() {
  return Promise.all(
    MEMBERS.map(async (displayName) => {
      const member = await newVerifiedMember('shots');
      await adminDb.doc(`${COLLECTIONS.profiles}/${member.uid}`).set({ displayName });
      return member;
    }),
  );
}

/** Reports on the newest seeded products, comments and replies (a fresh suite has none). */
async function arrange(): Promise<void> {
  const [mia, leo, ava] = await members();
  if (!mia || !leo || !ava) throw new Error('no members');
  const [talked, ...flagged] = (await newestProducts(4)).map((d) => d.id);
  if (!talked) throw new Error('no products');

  for (const [i, id] of flagged.entries()) {
    const reporters = [mia, leo, ava].slice(0, 3 - i);
    for (const [j, member] of reporters.entries()) {
      const reason = LINK_REASONS[(i + j) % LINK_REASONS.length];
      await api('POST', `/api/products/${id}/report-link`, {
        token: member.idToken,
        body: reason ? { reason } : {},
      });
    }
  }

  // The link checker's last checks: a dead link it reported too, an alive one, one not checked.
  const dayAgo = new Date(Date.now() - 26 * 60 * 60 * 1000);
  const [dead, alive] = flagged;
  if (dead) {
    await adminDb.doc(`${COLLECTIONS.linkChecks}/${dead}`).set({
      ...neverCheckedLink<Date>('https://videos.example.com/gone'),
      lastCheckedAt: new Date(),
      verdict: 'dead',
      status: 404,
      reason: '404 Not Found',
      deadSince: dayAgo,
      reported: true,
      severity: severityOf({ verdict: 'dead', status: 404 }),
    });
    await adminDb
      .doc(`${COLLECTIONS.products}/${dead}/${COLLECTIONS.linkReports}/${LINK_CHECKER_UID}`)
      .set({
        uid: LINK_CHECKER_UID,
        reason: 'Dead since yesterday: 404 Not Found',
        createdAt: new Date(),
      });
    // The three members' reports and the checker's.
    await adminDb.doc(`${COLLECTIONS.products}/${dead}`).update({ brokenReportsCount: 4 });
  }
  if (alive) {
    await adminDb.doc(`${COLLECTIONS.linkChecks}/${alive}`).set({
      ...neverCheckedLink<Date>('https://videos.example.com/fine'),
      lastCheckedAt: dayAgo,
      verdict: 'alive',
      status: 200,
      reason: '200 OK',
      severity: severityOf({ verdict: 'alive', status: 200 }),
    });
  }

  const comments: string[] = [];
  for (const [i, text] of COMMENTS.entries()) {
    const author = [leo, ava, mia][i] ?? mia;
    const res = await api<CommentView>('POST', `/api/products/${talked}/comments`, {
      token: author.idToken,
      body: { text },
    });
    comments.push(res.body.id);
  }
  const [question = '', spam = ''] = comments;
  const replies: string[] = [];
  for (const [i, text] of REPLIES.entries()) {
    const res = await api<ReplyView>(
      'POST',
      `/api/products/${talked}/comments/${question}/replies`,
      { token: (i === 0 ? mia : ava).idToken, body: { text } },
    );
    replies.push(res.body.id);
  }
  const report = (path: string, token: string) =>
    api('POST', `/api/products/${talked}/comments/${path}/report`, { token });
  await report(spam, mia.idToken);
  await report(spam, leo.idToken);
  await report(question, ava.idToken);
  await report(`${question}/replies/${replies[1] ?? ''}`, leo.idToken);
  await report(`${question}/replies/${replies[0] ?? ''}`, ava.idToken);
  // The spammer edits the reported words: the tab shows them as reported and as they are now.
  await api('PATCH', `/api/products/${talked}/comments/${spam}`, {
    token: ava.idToken,
    body: { text: 'Great video, thanks for sharing!' },
  });

  // A few admin changes, so the log has entries; the rude comment goes to the hidden list.
  const admin = (await signIn(DEMO.admin.email, DEMO.admin.password)).idToken;
  const asAdmin = (method: string, path: string, body?: unknown) =>
    api(method, `/api/admin/${path}`, { token: admin, body });
  await asAdmin('POST', 'categories', { name: 'Night Drives', featured: true });
  await asAdmin('POST', 'tags', { name: 'film grain' });
  await asAdmin('PATCH', 'categories/Night Drives', { featured: false });
  await asAdmin('PATCH', `${talked}/comments/${comments[3] ?? ''}/hide`, { hide: true });
}

const SHOTS: Shot[] = [
  adminShot('admin-reported-links', '/admin?tab=reported-links'),
  adminShot('admin-reported-comments', '/admin?tab=reported-comments'),
  adminShot('admin-reported-replies', '/admin?tab=reported-replies'),
  adminShot('admin-categories', '/admin?tab=manage-categories-tags'),
  adminShot('admin-tags', '/admin?tab=manage-categories-tags&list=tag'),
  adminShot('admin-moderation-log', '/admin/moderation-log'),
];

export async function takeModerationShots(): Promise<void> {
  await arrange();
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeModerationShots();
