// A member pasting a link that is already on xmates learns it before sending, with a link to the
// listed product (tests/api/submit-link.test.ts: the API refuses it if sent anyway); a submission the admins later found to
// duplicate a listed product says which one in the member's recent submissions.
import { describe, expect, it } from 'vitest';
import type { ProductDoc, WatchLinkDoc } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { useBrowser } from './support/suite';

const { withMember } = useBrowser();

async function listedProduct() {
  const product = (await adminDb.doc(paths.product('demo-p002')).get()).data() as ProductDoc;
  const link = (await adminDb.doc(paths.watchLink('demo-p002')).get()).data() as WatchLinkDoc;
  return { link: link.link, slug: product.slug, title: product.title };
}

describe('a link already on xmates', () => {
  it('is named with a link to it before sending', async () => {
    const listed = await listedProduct();
    await withMember('browser-duplicate', async ({ page }) => {
      await page.goto('/submit');
      await page.getByLabel('Video link').fill(listed.link);
      const notice = page.getByRole('status').filter({ hasText: 'Already on xmates:' });
      const link = notice.getByRole('link', { name: listed.title });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/products/${listed.slug}`);

      await link.click();
      await page.waitForURL((url) => url.pathname === `/products/${listed.slug}`);
    });
  });

  it('found later by the admins, shows "Duplicate of" the listed product', async () => {
    const listed = await listedProduct();
    await withMember('browser-duplicate-later', async ({ page, member }) => {
      await adminDb.collection(paths.submissions).add(
        docs.submission(member, {
          link: listed.link,
          status: 'rejected',
          title: 'My copy',
          duplicateOf: { id: 'demo-p002', title: listed.title },
        }),
      );
      await page.goto('/submit');
      const row = page.getByRole('listitem').filter({ hasText: 'My copy' });
      await row.getByText('Duplicate of').waitFor();
      expect(await row.getByRole('link', { name: listed.title }).getAttribute('href')).toBe(
        '/products/demo-p002',
      );
    });
  });
});
