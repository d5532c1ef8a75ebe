// schema.org structured data (JSON-LD): the organisation and the website on every page, a
// breadcrumb trail per page, and a product's own data on its page.
import { PRODUCT } from '../core/constants';
import { SEO_LIMITS } from './limits';
import { SITE_DESCRIPTION, cutText } from './text';

export type JsonLd = Record<string, unknown>;

/** A page's place in the site: its name and its path, from the home page down. */
export interface Crumb {
  name: string;
  path: string;
}

/** An absolute URL: a path joined to the site's origin; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function organizationLd(origin: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(origin, '/#organization'),
    name: PRODUCT.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    slogan: PRODUCT.tagline,
    email: PRODUCT.supportEmail,
  };
}

export function websiteLd(origin: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl(origin, '/#website'),
    name: PRODUCT.name,
    url: absoluteUrl(origin, '/'),
    description: SITE_DESCRIPTION,
    inLanguage: 'en',
    publisher: { '@id': absoluteUrl(origin, '/#organization') },
  };
}

/** Home first, then the given trail (the home page itself has a trail of one). */
export function breadcrumbLd(origin: string, trail: readonly Crumb[]): JsonLd {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail.filter((c) => c.path !== '/')];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** What a product's structured data is made from (the public product document's fields). */
export interface ProductLdInput {
  title: string;
  description: string;
  path: string;
  category: string;
  tags: readonly string[];
  /** Image URLs, absolute or site-relative; none for adults-only products. */
  images: readonly string[];
  rating: { average: number; count: number };
}

/**
 * A product: description cut to 500 characters, at most 12 images and 10 keywords; the
 * aggregate rating only when members have rated it (a rating of nothing is not data).
 */
export function productLd(origin: string, product: ProductLdInput): JsonLd {
  const ld: JsonLd = {
    '@type': 'Product',
    name: product.title,
    url: absoluteUrl(origin, product.path),
    category: product.category,
    brand: { '@type': 'Brand', name: PRODUCT.name },
  };
  const description = cutText(product.description, SEO_LIMITS.productDescriptionMax);
  if (description) ld.description = description;
  const images = product.images
    .slice(0, SEO_LIMITS.productImagesMax)
    .map((src) => absoluteUrl(origin, src));
  if (images.length > 0) ld.image = images;
  const keywords = product.tags.slice(0, SEO_LIMITS.productKeywordsMax);
  if (keywords.length > 0) ld.keywords = keywords.join(', ');
  if (product.rating.count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.rating.average * 10) / 10,
      ratingCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/** One JSON-LD document: the site's organisation and website, then the page's own items. */
export function jsonLdGraph(origin: string, items: readonly JsonLd[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': [organizationLd(origin), websiteLd(origin), ...items],
  };
}
