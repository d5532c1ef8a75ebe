import { useEffect } from 'react';
import { HEAD_MARK, pageHead, type PageHead, type PageHeadInput } from '@xmates/domain';
import { env } from '@/config/env';

/** Puts a page's title and head tags into the live document, replacing the previous page's. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    if (text) element.textContent = text;
    document.head.append(element);
  }
}

/**
 * The page's head while it is shown: title, description, and for pages with a canonical path
 * the canonical link, link-preview cards and JSON-LD (the same tags the served HTML carries).
 * A page without a path is not to be indexed (member pages, not-found).
 */
export function usePageHead(input: PageHeadInput): void {
  const key = JSON.stringify(input);
  useEffect(() => {
    applyHead(pageHead(env.siteUrl, JSON.parse(key) as PageHeadInput));
  }, [key]);
}
