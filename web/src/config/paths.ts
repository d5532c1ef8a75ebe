// Every route path of the app, in one place. `path` is the router pattern, `getHref` builds links.
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (from?: string) => withQuery('/login', { from }) },
  signup: { path: '/signup', getHref: () => '/signup' },
  ageGate: { path: '/age-gate', getHref: (next = '/') => withQuery('/age-gate', { next }) },
  submit: { path: '/submit', getHref: () => '/submit' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  profile: {
    path: '/profile',
    getHref: (hash?: 'badges') => (hash ? `/profile#${hash}` : '/profile'),
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
  dataDeletion: { path: '/data-deletion', getHref: () => '/data-deletion' },
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

/** Only same-site paths are accepted as a return target after login (no open redirects). */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value.startsWith(paths.login.path) || value.startsWith(paths.signup.path)) return fallback;
  return value;
}
