// GET /api/media/*: in emulator mode the API serves .local-media/ (the layout the seed and the
// emulator MediaStore write), with long cache headers and no way out of that folder; files under
// adult/ only as storage.rules gives them (a token that says age: 'verified'), cached privately.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionUrl } from '../support/api';
import { newVerifiedMember, signIn, updateAccount } from '../support/auth';
import { XMATES_URL } from '../support/env';

const MEDIA_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../.local-media');
const folder = `api-test-${Date.now().toString(36)}`;
const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake image bytes');

beforeAll(async () => {
  for (const dir of [folder, `adult/${folder}`]) {
    await mkdir(resolve(MEDIA_ROOT, dir), { recursive: true });
    await writeFile(resolve(MEDIA_ROOT, dir, 'picture-320.webp'), bytes);
  }
});
afterAll(async () => {
  for (const dir of [folder, `adult/${folder}`]) {
    await rm(resolve(MEDIA_ROOT, dir), { recursive: true, force: true });
  }
});

const get = (path: string, token?: string) =>
  fetch(`${XMATES_URL}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /api/media/*', () => {
  it('serves a stored file with its type and a long cache', async () => {
    const res = await get(`/api/media/${folder}/picture-320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('answers a missing file with a JSON 404', async () => {
    const res = await get(`/api/media/${folder}/missing.webp`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found.', code: 'not-found' });
  });

  it('never serves a file from outside the media folder', async () => {
    // Hosting itself answers most of these (it refuses encoded slashes and resolves dot
    // segments before rewriting); whatever answers, it is never the repository's files.
    for (const path of [
      '/api/media/..%2F..%2Fpackage.json',
      '/api/media/%2E%2E/%2E%2E/package.json',
      `/api/media/${folder}/..%2F..%2F..%2Fpackage.json`,
      '/api/media/..%5C..%5Cpackage.json',
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toContain('"workspaces"');
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/^image\//);
    }
  });

  it('serves an adults-only file only to a token that says age verified, cached privately', async () => {
    const path = `/api/media/adult/${folder}/picture-320.webp`;
    expect((await get(path)).status).toBe(401);
    const member = await newVerifiedMember('media-adult');
    expect((await get(path, member.idToken)).status).toBe(403);
    await updateAccount(member.uid, { customAttributes: JSON.stringify({ age: 'verified' }) });
    const verified = (await signIn(member.email, 'secret-123')).idToken;
    const res = await get(path, verified);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('refuses traversal and unsafe names itself, with 400', async () => {
    // Straight to the function (Hosting would stop most of these before the app sees them).
    // Encoded dot segments (%2E%2E/) are resolved by URL parsing before any app sees them.
    const base = await functionUrl('api');
    for (const path of [
      '/api/media/..%2F..%2Fpackage.json',
      '/api/media/..%5C..%5Cpackage.json',
      `/api/media/${folder}/..%2F..%2F..%2Fpackage.json`,
      '/api/media/.env',
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid media path.', code: 'invalid-input' });
    }
    expect((await fetch(`${base}/api/media/${folder}/picture-320.webp`)).status).toBe(200);
  });
});
