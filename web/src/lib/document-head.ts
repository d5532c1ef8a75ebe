import { useEffect } from 'react';
import { HEAD_MARK, pageTitle, type PageHeadInput } from '@xmates/domain';
import { env } from '@/config/env';
import { showPageTitle } from './page-title';

/**
 * Whether the document already carries this page's head: the HTML served for it was
 * prerendered or filled by the pages function, and no navigation has replaced it since.
 */
function headInPlace(path: string | null | undefined): boolean {
  if (!path) return false;
  const canonical = document.head.querySelector<HTMLLinkElement>(
    `link[rel="canonical"][${HEAD_MARK}]`,
  );
  return canonical?.href === new URL(path, env.siteUrl).href;
}

/**
 * The page's head while it is shown: title, description, and for pages with a canonical path
 * the canonical link, link-preview cards and JSON-LD (the same tags the served HTML carries).
 * A page without a path is not to be indexed (member pages, not-found). The code that builds
 * heads loads only when a page's head must change, never for the page the HTML was served for.
 * The title goes through showPageTitle: while discreet browsing is on, it stays neutral.
 */
export function usePageHead(input: PageHeadInput): void {
  const key = JSON.stringify(input);
  useEffect(() => {
    const page = JSON.parse(key) as PageHeadInput;
    showPageTitle(pageTitle(page.name));
    if (headInPlace(page.path)) return;
    void import('./apply-head').then(({ applyPageHead }) => applyPageHead(page));
  }, [key]);
}
