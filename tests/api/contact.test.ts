// POST /api/contact (rules, captcha, honeypot, rate limit) and the Contact Inbox routes.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  contactNameOf,
  type AdminContactPage,
  type ContactAnswer,
  type ContactBulkAnswer,
  type ContactStatusAnswer,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, uniqueEmail } from '../support/auth';
import { paths } from '../support/paths';

const TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
const octet = () => 1 + Math.floor(Math.random() * 254);
/** Each test writes from its own address, so the per-client limit of one never blocks another. */
const newIp = () => `10.${octet()}.${octet()}.${octet()}`;

const message = (email: string) => ({
  name: 'Ann Lee',
  email,
  type: 'bug_report',
  message: 'The player on page two is broken.',
  hcaptchaToken: TEST_TOKEN,
});

function send(body: unknown, ip = newIp(), token?: string) {
  return api<ContactAnswer>('POST', '/api/contact', {
    body,
    token,
    headers: { 'x-forwarded-for': ip },
  });
}

const stored = async (email: string) =>
  (await adminDb.collection(paths.contactMessages).where('email', '==', email).get()).docs;

describe('POST /api/contact', () => {
  it('stores a message and thanks the sender', async () => {
    const email = uniqueEmail('contact');
    const res = await send({ ...message(email), type: 'no-such-reason' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_MESSAGES.sent });
    const [doc] = await stored(email);
    expect(doc?.data()).toMatchObject({
      name: 'Ann Lee',
      status: 'new',
      type: 'others',
      uid: null,
    });
  });

  it.each([
    [{ message: 'm'.repeat(1001) }, CONTACT_MESSAGES.messageTooLong, 'message'],
    [{ email: 'ann@nowhere' }, CONTACT_MESSAGES.invalidEmail, 'email'],
    [{ hcaptchaToken: undefined }, CONTACT_MESSAGES.captchaRequired, 'hcaptchaToken'],
    [{ hcaptchaToken: 'forged-token' }, CONTACT_MESSAGES.captchaFailed, 'hcaptchaToken'],
    [{ name: ' ' }, CONTACT_MESSAGES.required, 'name'],
    [{ name: 'n'.repeat(81) }, CONTACT_MESSAGES.nameTooLong, 'name'],
  ])('refuses %j with 400 and stores nothing', async (change, error, field) => {
    const email = uniqueEmail('contact-bad');
    const res = await send({ ...message(email), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'invalid-input', field });
    expect(await stored(email)).toHaveLength(0);
  });

  it('answers a filled honeypot with the thanks and stores nothing', async () => {
    const email = uniqueEmail('contact-bot');
    const res = await send({ ...message(email), website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_MESSAGES.sent });
    expect(await stored(email)).toHaveLength(0);
  });

  it('records the signed-in sender', async () => {
    const member = await newVerifiedMember('contact-member');
    await send(message(member.email), newIp(), member.idToken);
    const [doc] = await stored(member.email);
    expect(doc?.data().uid).toBe(member.uid);
  });

  it('stores a signed-in member’s own name and e-mail, whatever the body says', async () => {
    const member = await newVerifiedMember('contact-self');
    const victim = uniqueEmail('contact-victim');
    const res = await send(
      { ...message(victim), name: 'Someone Else', type: 'data_deletion' },
      newIp(),
      member.idToken,
    );
    expect(res.status).toBe(200);
    expect(await stored(victim)).toHaveLength(0);
    const [doc] = await stored(member.email);
    expect(doc?.data()).toMatchObject({
      uid: member.uid,
      email: member.email,
      name: contactNameOf(null, member.email),
    });
  });

  it('limits each client to 5 messages in 10 minutes', async () => {
    const ip = newIp();
    const email = uniqueEmail('contact-flood');
    for (let i = 0; i < 5; i += 1) expect((await send(message(email), ip)).status).toBe(200);
    const sixth = await send(message(email), ip);
    expect(sixth.status).toBe(429);
    expect(await stored(email)).toHaveLength(5);
  });
});

describe('the Contact Inbox', () => {
  it('lists, filters, marks and deletes; refuses bad bulk requests whole', async () => {
    const email = uniqueEmail('inbox');
    await send(message(email));
    await send({ ...message(email), type: 'data_deletion', message: 'Please delete my account.' });
    const admin = await newAdmin('inbox-admin');
    const token = admin.idToken;
    const q = encodeURIComponent(email);

    const list = await api<AdminContactPage>('GET', `/api/admin/contact?q=${q}&limit=20&page=1`, {
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const deletion = await api<AdminContactPage>(
      'GET',
      `/api/admin/contact?q=${q}&type=data_deletion&status=new`,
      { token },
    );
    expect(deletion.body.items).toHaveLength(1);
    const word = await api<AdminContactPage>(
      'GET',
      `/api/admin/contact?q=${encodeURIComponent('please DELETE')}&type=data_deletion`,
      { token },
    );
    expect(word.body.items.map((m) => m._id)).toContain(deletion.body.items[0]?._id);

    const [first, second] = list.body.items.map((m) => m._id);
    const marked = await api<ContactStatusAnswer>('PATCH', `/api/admin/contact/${first}/status`, {
      token,
      body: { status: 'responded' },
    });
    expect(marked.body.item.status).toBe('responded');

    const unknown = await api('PATCH', '/api/admin/contact/bulk', {
      token,
      body: { ids: [first, 'no-such-message'], action: 'status', status: 'read' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(CONTACT_MESSAGES.unknownIds);
    const afterRefusal = await api<AdminContactPage>(
      'GET',
      `/api/admin/contact?q=${q}&status=responded`,
      {
        token,
      },
    );
    expect(afterRefusal.body.total).toBe(1);
    const badAction = await api('PATCH', '/api/admin/contact/bulk', {
      token,
      body: { ids: [first], action: 'archive' },
    });
    expect(badAction.status).toBe(400);
    const badStatus = await api('PATCH', `/api/admin/contact/${first}/status`, {
      token,
      body: { status: 'done' },
    });
    expect(badStatus.status).toBe(400);

    const bulk = await api<ContactBulkAnswer>('PATCH', '/api/admin/contact/bulk', {
      token,
      body: { ids: [first, second], action: 'status', status: 'read' },
    });
    expect(bulk.body).toMatchObject({ updated: 2 });
    const deleted = await api<ContactBulkAnswer>('PATCH', '/api/admin/contact/bulk', {
      token,
      body: { ids: [first, second], action: 'delete' },
    });
    expect(deleted.body).toMatchObject({ deleted: 2 });
    expect(await stored(email)).toHaveLength(0);

    const long = await api('GET', `/api/admin/contact?q=${'a'.repeat(201)}`, { token });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(CONTACT_MESSAGES.searchTooLong);
    const member = await newVerifiedMember('inbox-member');
    expect((await api('GET', '/api/admin/contact', { token: member.idToken })).status).toBe(403);
  });
});
