// The public pages a search engine may index, with the name and description their heads
// carry. The build writes each one's head into its own HTML file, the sitemap lists them, and
// the SPA's pages show the same texts.
import { PRODUCT } from '../core/constants';
import { HOME_PAGE, type PublicPageHead } from './home-page';

export const PUBLIC_PAGES = {
  home: HOME_PAGE,
  login: {
    path: '/login',
    name: 'Log in',
    description: `Log in to ${PRODUCT.name} to rate, like and favorite video links, join the conversation, submit your own links and earn badges.`,
  },
  signup: {
    path: '/signup',
    name: 'Sign up',
    description: `Create a free ${PRODUCT.name} account (18+ only) with your e-mail or Google to rate, comment, share video links and earn badges.`,
  },
  donate: {
    path: '/donate',
    name: 'Donate',
    description: `Support ${PRODUCT.name} with a one-time or monthly donation in AUD and get a supporter badge on your profile as our thanks.`,
  },
  moderationLog: {
    path: '/moderation-log',
    name: 'Moderation log',
    description: `What the ${PRODUCT.name} moderators hid, removed, rejected and restored, and why. The log names nobody: no member, no moderator, no words and no links.`,
  },
  contact: {
    path: '/contact',
    name: 'Contact us',
    description: `Write to the ${PRODUCT.name} team about your account, a broken link, a data deletion request or anything else. Replies usually take 24–48 hours.`,
  },
  about: {
    path: '/about',
    name: `About ${PRODUCT.name}`,
    description: `${PRODUCT.name} (${PRODUCT.tagline}) is a community-run library of links to videos hosted elsewhere, for adults 18+ only. Who we are and how it works.`,
  },
  terms: {
    path: '/terms',
    name: 'Terms of use',
    description: `The terms of use of ${PRODUCT.name} under Australian law, effective 19 August 2025: 18+ only, the age declaration, and what content is allowed.`,
  },
  privacy: {
    path: '/privacy',
    name: 'Privacy policy',
    description: `What ${PRODUCT.name} collects, why, who sees it, how long we keep it and how to reach us about your data. Australian Privacy Principles apply.`,
  },
  parentalControls: {
    path: '/parental-controls',
    name: 'Parental controls',
    description:
      'Quick steps, device guides, search and video settings, network filters and resources that help keep adult content away from children.',
  },
  faq: {
    path: '/faq',
    name: 'FAQ',
    description: `Answers about likes, dislikes and favorites on ${PRODUCT.name}, how to report a broken or mismatched link, and the badges members can earn.`,
  },
  dataDeletion: {
    path: '/data-deletion',
    name: 'Data deletion',
    description: `How to ask ${PRODUCT.name} to delete your account data, what is deleted, what may stay, how we verify the request and when it is done (30 days).`,
  },
} as const satisfies Record<string, PublicPageHead>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/** The information pages (footer links), in the order the sitemap lists them. */
export const INFO_PAGE_KEYS = [
  'about',
  'terms',
  'privacy',
  'parentalControls',
  'faq',
  'dataDeletion',
] as const satisfies readonly PublicPageKey[];
