// Every route path of the app, in one place. `path` is the router pattern, `getHref` builds links.
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  /** Home; with a product id, Home showing that card (focus={id}: scrolled to, highlighted). */
  home: { path: '/', getHref: (focus?: string) => withQuery('/', { focus }) },
  login: { path: '/login', getHref: (from?: string) => withQuery('/login', { from }) },
  signup: { path: '/signup', getHref: () => '/signup' },
  ageGate: { path: '/age-gate', getHref: (next = '/') => withQuery('/age-gate', { next }) },
  /** Age verification (verified mode): what is checked, then the provider's page. */
  verifyAge: { path: '/verify-age', getHref: () => '/verify-age' },
  /** The emulator's stand-in for the provider's page (the API's local url). */
  verifyAgeLocal: {
    path: '/verify-age/local/:sessionId',
    getHref: (sessionId: string) => `/verify-age/local/${encodeURIComponent(sessionId)}`,
  },
  /** Where the provider sends the browser back (the API's return url). */
  verifyAgeResult: {
    path: '/verify-age/result',
    getHref: (session?: string) => withQuery('/verify-age/result', { session }),
  },
  submit: { path: '/submit', getHref: () => '/submit' },
  /** Search results (features/products/utils/search-url.ts holds the rest of its URL). */
  search: { path: '/search', getHref: (q?: string) => withQuery('/search', { q }) },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  profile: {
    path: '/profile',
    getHref: (hash?: 'badges' | 'your-data') => (hash ? `/profile#${hash}` : '/profile'),
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  liked: { path: '/liked-products', getHref: () => '/liked-products' },
  disliked: { path: '/disliked-products', getHref: () => '/disliked-products' },
  mySubmissions: { path: '/my-submissions', getHref: () => '/my-submissions' },
  donate: { path: '/donate', getHref: () => '/donate' },
  contact: {
    path: '/contact',
    getHref: (query: { topic?: string; reason?: string } = {}) => withQuery('/contact', query),
  },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: {
    path: '/privacy',
    getHref: (anchor?: string) => (anchor ? `/privacy#${anchor}` : '/privacy'),
  },
  parentalControls: { path: '/parental-controls', getHref: () => '/parental-controls' },
  faq: { path: '/faq', getHref: () => '/faq' },
  moderationLog: { path: '/moderation-log', getHref: () => '/moderation-log' },
  dataDeletion: { path: '/data-deletion', getHref: () => '/data-deletion' },
  accountDeleted: { path: '/account-deleted', getHref: () => '/account-deleted' },
  product: {
    path: '/products/:slugOrId',
    getHref: (slugOrId: string) => `/products/${encodeURIComponent(slugOrId)}`,
  },
  admin: {
    path: '/admin',
    getHref: (tab?: string) => withQuery('/admin', { tab }),
  },
  adminContacts: { path: '/admin/contacts', getHref: () => '/admin/contacts' },
  adminModerationLog: {
    path: '/admin/moderation-log',
    getHref: () => '/admin/moderation-log',
  },
  notFound: { path: '*' },
} as const;

/** Any fixed origin: a return path is kept only when it resolves to this same origin. */
const RETURN_BASE = 'https://return-path.invalid';

/** Tab, CR, LF and the other C0/C1 controls, which browsers drop from URLs before parsing. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A protocol-relative start ('//host' or '/\\host', which browsers read as '//host'). */
const leavesTheSite = (path: string) => /^\/[\\/]/.test(path);

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A return target after sign-in (no open redirects): only a path of this site. Control
 * characters are refused as written and once percent-decoded ('/%09/evil.example' becomes
 * '//evil.example' once a browser drops the tab), as are '//' and '/\\' starts; what is left is
 * parsed against an origin and kept only when it stays on that origin and its resolved path
 * does not start '//' either. Login and sign-up themselves are never a return target.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/')) return fallback;
  const plain = decoded(value);
  if (plain === null) return fallback;
  for (const form of [value, plain]) {
    if (CONTROL.test(form) || leavesTheSite(form)) return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RETURN_BASE) return fallback;
  if (url.pathname.startsWith(paths.login.path) || url.pathname.startsWith(paths.signup.path)) {
    return fallback;
  }
  // Dot segments resolve only now: '/.//evil.example', '/a/..//evil.example' and
  // '/%2e%2e//evil.example' all come out as '//evil.example', which a navigation would follow
  // off the site. So the resolved path is checked too.
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return leavesTheSite(resolved) ? fallback : resolved;
}
