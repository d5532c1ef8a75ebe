// Adults-only products' image files in verified age mode live under media/adult/, which
// storage.rules gives only to members whose ID token says age: 'verified'. A plain
// <img src> sends no token, so the SPA fetches such a file itself, with the member's ID token,
// and shows it from an object URL. The request is the one the Firebase Storage SDK's getBlob()
// sends to the download endpoint (Authorization: Firebase <ID token>, and the App Check token
// when the build has one), made here without loading the SDK's code. On the emulator the files
// are served by GET /api/media/adult/..., which takes the API's Bearer token. Only URLs under
// adult/ come here: they are the ones adultImages (and the API, for a viewer who may see them)
// hand out; every other image stays a plain, cacheable <img>.
import type { ProductImage } from '@xmates/domain';
import { appCheckToken, getAuthClient } from '@/lib/firebase';

const DOWNLOAD_ENDPOINT = 'https://firebasestorage.googleapis.com/v0/b/';
const ADULT_OBJECT = 'media%2Fadult%2F';
const LOCAL_ADULT = '/api/media/adult/';

/** How a protected file is asked for, or null for a public one (a plain <img>). */
export function protectedImageScheme(url: string): 'Firebase' | 'Bearer' | null {
  if (url.startsWith(LOCAL_ADULT)) return 'Bearer';
  if (!url.startsWith(DOWNLOAD_ENDPOINT)) return null;
  const object = url.slice(DOWNLOAD_ENDPOINT.length).split('/o/')[1] ?? '';
  return object.startsWith(ADULT_OBJECT) ? 'Firebase' : null;
}

/**
 * The one file to fetch for an image shown about `width` CSS pixels wide: the narrowest
 * srcset candidate at least that wide (doubled for dense screens), else the widest.
 */
export function variantFor(image: ProductImage, width: number): string {
  const wanted = width * Math.min(2, typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  const candidates = image.srcset
    .split(',')
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return { url, w: Number.parseInt(descriptor, 10) };
    })
    .filter((c) => c.url && Number.isFinite(c.w))
    .sort((a, b) => a.w - b.w);
  return (candidates.find((c) => c.w >= wanted) ?? candidates.at(-1))?.url ?? image.src;
}

/** Object URLs of the files fetched this session, by URL; the oldest are released past the cap. */
const loaded = new Map<string, Promise<string>>();
const KEPT = 48;

async function fetchProtected(url: string, scheme: 'Firebase' | 'Bearer'): Promise<string> {
  const user = getAuthClient().currentUser;
  if (!user) throw new Error('Adults-only images need a signed-in member.');
  const headers: Record<string, string> = { Authorization: `${scheme} ${await user.getIdToken()}` };
  const appCheck = scheme === 'Firebase' ? await appCheckToken() : null;
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  const res = await fetch(url, { headers, credentials: 'omit' });
  if (!res.ok) throw new Error(`Image answered ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

/** The object URL that shows a protected file (fetched once a session); rejects if refused. */
export function loadProtectedImage(url: string): Promise<string> {
  const scheme = protectedImageScheme(url);
  if (!scheme) return Promise.resolve(url);
  let entry = loaded.get(url);
  if (!entry) {
    entry = fetchProtected(url, scheme);
    // A refused or failed fetch is tried again next time (the claim may have arrived since).
    entry.catch(() => loaded.delete(url));
    loaded.set(url, entry);
    for (const [old, objectUrl] of loaded) {
      if (loaded.size <= KEPT) break;
      loaded.delete(old);
      void objectUrl.then(
        (u) => URL.revokeObjectURL(u),
        () => undefined,
      );
    }
  }
  return entry;
}
