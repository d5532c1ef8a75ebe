import { PRODUCT } from '../core/constants';
import { SEO_LIMITS } from './limits';

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Cuts text to at most max characters, at a word boundary when one is near, with an ellipsis. */
export function cutText(text: string, max: number): string {
  const clean = squash(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "{page} · xmates", the page part cut (with an ellipsis) so the whole fits in 80. */
export function pageTitle(page?: string | null): string {
  const suffix = ` · ${PRODUCT.name}`;
  const text = squash(page ?? '');
  if (!text) return `${PRODUCT.name} · ${PRODUCT.tagline}`;
  return `${cutText(text, SEO_LIMITS.titleMax - suffix.length)}${suffix}`;
}

/** The site's own line, added to a description that would be too short on its own. */
export const SITE_DESCRIPTION = `${PRODUCT.name}: ${PRODUCT.tagline}. A community-run library of links to videos hosted elsewhere, for adults ${PRODUCT.minimumAge}+ only.`;

/** A meta description of 50 to 160 characters: cut when long, completed by the site's line when short. */
export function metaDescription(text?: string | null): string {
  const clean = squash(text ?? '');
  if (clean.length >= SEO_LIMITS.descriptionMin) {
    return cutText(clean, SEO_LIMITS.descriptionMax);
  }
  const joined = clean ? `${clean.replace(/[.\s]*$/, '.')} ${SITE_DESCRIPTION}` : SITE_DESCRIPTION;
  return cutText(joined, SEO_LIMITS.descriptionMax);
}
