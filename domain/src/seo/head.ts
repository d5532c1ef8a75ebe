// A page's head (title, description, canonical URL, Open Graph and Twitter cards, JSON-LD) as
// plain tag descriptions: the build and the pages function write them into the HTML that
// crawlers read, and the SPA puts the same tags into the live document on every navigation.
import { PRODUCT } from '../core/constants';
import { HEAD_MARK } from './head-mark';
import { breadcrumbLd, jsonLdGraph, absoluteUrl, type Crumb, type JsonLd } from './structured-data';
import { metaDescription, pageTitle } from './text';

export interface PageHeadInput {
  /** The page's own name ("FAQ"); none for the home page. */
  name?: string | null;
  description?: string | null;
  /** The canonical path; none for pages that should not be indexed. */
  path?: string | null;
  /** The trail below Home, for the breadcrumb (default: the page itself at its path). */
  trail?: readonly Crumb[];
  /** An image for link previews (absolute or site-relative). */
  image?: string | null;
  /** The page's own structured data besides the site's and the breadcrumb. */
  jsonLd?: readonly JsonLd[];
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: id, content },
});

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageHead(origin: string, input: PageHeadInput = {}): PageHead {
  const title = pageTitle(input.name);
  const description = metaDescription(input.description);
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (!input.path) {
    tags.push(meta('name', 'robots', 'noindex'));
    return { title, tags };
  }
  const url = absoluteUrl(origin, input.path);
  const trail = input.trail ?? (input.name ? [{ name: input.name, path: input.path }] : []);
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (input.image) {
    const image = absoluteUrl(origin, input.image);
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  }
  tags.push({
    tag: 'script',
    attrs: { type: 'application/ld+json' },
    text: scriptJson(jsonLdGraph(origin, [breadcrumbLd(origin, trail), ...(input.jsonLd ?? [])])),
  });
  return { title, tags };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderTag({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries({ ...attrs, [HEAD_MARK]: '' })
    .map(([name, value]) => (value ? `${name}="${escapeHtml(value)}"` : name))
    .join(' ');
  return tag === 'script'
    ? `<script ${attributes}>${text ?? ''}</script>`
    : `<${tag} ${attributes} />`;
}

const MARKED_TAG = new RegExp(
  `\\s*<(meta|link)\\b[^>]*\\s${HEAD_MARK}\\b[^>]*>|\\s*<script\\b[^>]*\\s${HEAD_MARK}\\b[^>]*>[\\s\\S]*?</script>`,
  'g',
);

/**
 * The app shell with the page's title and head tags in place of its own title (and of any
 * head tags an earlier fill left in it).
 */
export function fillShell(shell: string, head: PageHead): string {
  const tags = head.tags.map(renderTag).join('\n    ');
  const filled = shell
    .replace(MARKED_TAG, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(head.title)}</title>\n    ${tags}`,
    );
  if (!filled.includes(`<title>${escapeHtml(head.title)}</title>`)) {
    throw new Error('The app shell has no <title> to replace.');
  }
  return filled;
}
