/**
 * Firestore collection names, written once for the rules tests, the API, the seed and the SPA.
 * users: private account documents (owner and admins). profiles: the public face of a member.
 * watchLinks: a product's outgoing link, readable by signed-in members only.
 */
export const COLLECTIONS = {
  users: 'users',
  profiles: 'profiles',
  products: 'products',
  watchLinks: 'watchLinks',
  submissions: 'submissions',
  categories: 'categories',
  tags: 'tags',
  badges: 'badges',
  meta: 'meta',
} as const;
