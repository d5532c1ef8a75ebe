// The headers an /api call carries: App Check's token when there is one, the signed-in user's
// ID token unless the call goes signed out, nothing extra otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

const firebase = vi.hoisted(() => ({
  appCheckToken: vi.fn<() => Promise<string | null>>(),
  /** The signed-in user (null: signed out). */
  currentUser: null as { getIdToken: () => Promise<string> } | null,
}));

vi.mock('./firebase', () => ({
  appCheckToken: firebase.appCheckToken,
  getAuthClient: () => ({ currentUser: firebase.currentUser }),
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** The headers of the one call the test made. */
function sentHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return { ...(init?.headers as Record<string, string>) };
}

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  firebase.appCheckToken.mockReset();
  firebase.currentUser = null;
});

describe('App Check header', () => {
  it('sends X-Firebase-AppCheck with the token when App Check gives one', async () => {
    firebase.appCheckToken.mockResolvedValue('the-token');
    await api.get('/products');
    expect(sentHeaders()['x-firebase-appcheck']).toBe('the-token');
  });

  it('sends no App Check header without a token', async () => {
    firebase.appCheckToken.mockResolvedValue(null);
    await api.post('/contact', { message: 'hi' });
    expect(sentHeaders()).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });
});

describe('Authorization header', () => {
  beforeEach(() => {
    firebase.appCheckToken.mockResolvedValue(null);
    firebase.currentUser = { getIdToken: () => Promise.resolve('id-token') };
  });

  it("sends the signed-in user's ID token", async () => {
    await api.get('/products/liked');
    expect(sentHeaders().authorization).toBe('Bearer id-token');
  });

  it('sends none when the call goes signed out, so the CDN can answer it', async () => {
    await api.get('/products/count', { signedOut: true });
    expect(sentHeaders()).toEqual({ accept: 'application/json' });
  });

  it('still sends App Check’s token when the call goes signed out', async () => {
    firebase.appCheckToken.mockResolvedValue('the-token');
    await api.get('/products/count', { signedOut: true });
    expect(sentHeaders()).toEqual({
      accept: 'application/json',
      'x-firebase-appcheck': 'the-token',
    });
  });
});
