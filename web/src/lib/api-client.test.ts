// The headers an /api call carries: App Check's token when there is one, nothing extra otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

const firebase = vi.hoisted(() => ({
  appCheckToken: vi.fn<() => Promise<string | null>>(),
}));

vi.mock('./firebase', () => ({
  appCheckToken: firebase.appCheckToken,
  getAuthClient: () => ({ currentUser: null }),
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
