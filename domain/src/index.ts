// One folder per topic, each holding that topic's texts, request schemas, stored shapes and
// rules; core/ holds what every topic shares; api/ holds the contract of every /api answer.
// Consumers import everything from here.
export * from './contracts/admin';
export * from './contracts/age';
export * from './contracts/auth';
export * from './contracts/badges';
export * from './contracts/blocks';
export * from './contracts/catalogue';
export * from './contracts/comments';
export * from './contracts/contact';
export * from './contracts/data-rights';
export * from './contracts/donations';
export * from './contracts/errors';
export * from './contracts/member-reports';
export * from './contracts/moderation';
export * from './contracts/notifications';
export * from './contracts/platform';
export * from './contracts/products';
export * from './contracts/submissions';
export * from './contracts/uploads';

export * from './core/collections';
export * from './core/constants';
export * from './core/document-ids';
export * from './core/messages';
export * from './core/query-shape';
export * from './core/requests';
export * from './core/text';

export * from './auth/messages';
export * from './auth/requests';
export * from './auth/rules';
export * from './auth/session';

export * from './users/blocks';
export * from './users/display-name';
export * from './users/documents';
export * from './users/identicon';
export * from './users/messages';
export * from './users/name-claims';
export * from './users/name-skeleton';
export * from './users/password';
export * from './users/requests';

export * from './age-assurance/documents';
export * from './age-assurance/messages';
export * from './age-assurance/prompts';
export * from './age-assurance/policy';
export * from './age-assurance/storage';
export * from './age-assurance/verification';
export * from './age-gate/age-gate';
export * from './badges/awarding';
export * from './badges/badges';
export * from './badges/documents';
export * from './badges/messages';
export * from './badges/requests';
export * from './catalogue/catalogue';
export * from './catalogue/messages';
export * from './catalogue/names';

export * from './discreet/discreet';
export * from './discreet/messages';

export * from './search/messages';
export * from './search/search';

export * from './feed/cursor-values';
export * from './feed/dislikes';
export * from './feed/filter';
export * from './feed/filter-keys';
export * from './feed/hidden';
export * from './feed/hidden-messages';
export * from './feed/messages';
export * from './feed/paging';
export * from './feed/query';
export * from './feed/requests';
export * from './feed/trending';
export * from './feed/visible-run';

export * from './products/create';
export * from './products/derived-fields';
export * from './products/documents';
export * from './products/messages';
export * from './products/new-product';
export * from './products/views';

export * from './reactions/documents';
export * from './reactions/lists';
export * from './reactions/messages';
export * from './reactions/reactions';
export * from './reactions/requests';
export * from './reactions/roll-up';

export * from './comments/comments';
export * from './comments/lists';
export * from './comments/messages';
export * from './comments/requests';

export * from './contact/captcha';
export * from './contact/documents';
export * from './contact/inbox';
export * from './contact/messages';
export * from './contact/reasons';
export * from './contact/rules';

export * from './data-rights/messages';
export * from './data-rights/queries';
export * from './data-rights/requests';
export * from './data-rights/retention';

export * from './donations/amounts';
export * from './donations/checkout';
export * from './donations/csv';
export * from './donations/documents';
export * from './donations/lists';
export * from './donations/messages';
export * from './donations/paths';
export * from './donations/reference';
export * from './donations/search';
export * from './donations/transitions';

export * from './moderation/lists';
export * from './moderation/log';
export * from './moderation/member-reports';
export * from './moderation/messages';
export * from './moderation/public-log';
export * from './moderation/reported-items';
export * from './moderation/requests';
export * from './notifications/documents';
export * from './notifications/ids';
export * from './notifications/lists';
export * from './notifications/messages';
export * from './notifications/requests';
export * from './notifications/settings';
export * from './notifications/text';
export * from './notifications/unread';
export * from './notifications/welcome';

export * from './submissions/documents';
export * from './submissions/messages';
export * from './submissions/submit';
export * from './submissions/views';

export * from './uploads/messages';
export * from './uploads/uploads';

export * from './links/canonical-link';
export * from './links/link-risk';
export * from './links/messages';

export * from './link-health/documents';
export * from './link-health/health';
export * from './link-health/hosts';
export * from './link-health/messages';
export * from './link-health/queue';

export * from './firestore-indexes/index-budget';
export * from './firestore-indexes/index-entries';

export * from './seo/atom-feed-path';
export * from './seo/head';
export * from './seo/head-mark';
export * from './seo/home-page';
export * from './seo/limits';
export * from './seo/pages';
export * from './seo/product-head';
export * from './seo/sitemap';
export * from './seo/structured-data';
export * from './seo/text';
