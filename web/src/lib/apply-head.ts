import { HEAD_MARK, pageHead, type PageHeadInput } from '@xmates/domain';
import { env } from '@/config/env';

/**
 * Puts a page's head tags into the live document, replacing the previous page's (its title is
 * shown by showPageTitle, which knows about discreet browsing).
 */
export function applyPageHead(input: PageHeadInput): void {
  const head = pageHead(env.siteUrl, input);
  for (const old of document.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    if (text) element.textContent = text;
    document.head.append(element);
  }
}
