// Arrangements for the submission, admin-link and upload suites: synced accounts, unique
// video links, submissions in a given state, images made by sharp, raw uploads.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  canonicalLink,
  type ApiErrorBody,
  type StoredSubmission,
  type SubmitAnswer,
  type UploadAnswer,
} from '@xmates/domain';
import { adminDb, countOf, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import { importAccount, signInToken, sync } from './helpers';

/** A seeded category (scripts/seed/data.ts). */
export const CATEGORY = 'Vintage';

/** A member whose users/{uid} exists (the SPA syncs on sign-in; submitting needs it). */
export async function syncedMember(prefix = 'submitter') {
  const member = await newVerifiedMember(prefix);
  const res = await sync(member.idToken);
  if (res.status !== 200) throw new Error(`sync failed: ${res.status}`);
  return member;
}

/**
 * A synced, verified member whose account is 30 days old: past the new-account submission
 * budget (a fresh account may submit 3 links a day), for the suites that submit more.
 */
export async function establishedMember(prefix = 'established') {
  const { email, uid } = await importAccount({
    ageMs: 30 * 86_400_000,
    emailVerified: true,
    prefix,
  });
  const idToken = await signInToken(email);
  const res = await sync(idToken);
  if (res.status !== 200) throw new Error(`sync failed: ${res.status}`);
  return { email, uid, idToken };
}

export async function syncedAdmin(prefix = 'admin') {
  const admin = await newAdmin(prefix);
  await sync(admin.idToken);
  return admin;
}

const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A YouTube video id nobody else uses. */
export function uniqueVideoId(): string {
  return Array.from(randomBytes(11), (b) => YT[b % YT.length]).join('');
}
export const youtube = (id = uniqueVideoId()) => `https://www.youtube.com/watch?v=${id}`;

export function submissionBody(overrides: Record<string, unknown> = {}) {
  return {
    link: youtube(),
    category: CATEGORY,
    suggestedCategory: null,
    tags: ['Classic', 'Remastered'],
    title: 'A restored short film',
    description: 'Two reels, cleaned up frame by frame.',
    ...overrides,
  };
}

export function submit(token: string, overrides: Record<string, unknown> = {}) {
  return api<SubmitAnswer>('POST', '/api/submit-link/newproduct', {
    token,
    body: submissionBody(overrides),
  });
}

/** A submission written straight to Firestore in any state (the queue's fixtures). */
export async function storedSubmission(
  status: StoredSubmission['status'],
  submitter: { uid: string; email: string; displayName?: string | null },
  link = youtube(),
): Promise<string> {
  const ref = adminDb.collection(paths.submissions).doc();
  await ref.set(docs.submission(submitter, { link, category: CATEGORY, status }));
  return ref.id;
}

/** How many submissions a member has stored, whatever their state. */
export function submissionCount(uid: string): Promise<number> {
  return countOf(adminDb.collection(paths.submissions).where('submittedBy.uid', '==', uid));
}

export async function storedSubmissionDoc(id: string) {
  return (await storedAt(paths.submission(id))) as StoredSubmission<Timestamp> | undefined;
}

/** Approved products using a canonical link (the "exactly one product" check). */
export async function productsWithLink(link: string) {
  const key = canonicalLink(link);
  const snap = await adminDb.collection(paths.watchLinks).where('linkKey', '==', key).get();
  return snap.docs.filter((d) => d.get('approved') === true);
}

export function jpeg(width = 1200, height = 800, color = '#c0392b') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** POST /api/uploads/images with raw bytes, as the SPA sends a File. */
export async function upload(
  token: string | null,
  bytes: Buffer,
  options: { purpose?: string; contentType?: string } = {},
) {
  const query = options.purpose === undefined ? '?purpose=product' : `?purpose=${options.purpose}`;
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'image/jpeg' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${XMATES_URL}/api/uploads/images${query}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* an HTML error page stays text */
  }
  return { status: res.status, body: body as UploadAnswer & Partial<ApiErrorBody> };
}

/** Uploads `count` product images as `admin` and answers their public_ids. */
export async function uploadedImages(token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await upload(token, await jpeg(640, 360, i % 2 ? '#2e86c1' : '#17a589'));
    if (res.status !== 201)
      throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.public_id);
  }
  return ids;
}

/** Fetches a media URL the API answered (relative in the emulator) as bytes. */
export async function mediaBytes(url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(url.startsWith('/') ? `${XMATES_URL}${url}` : url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
