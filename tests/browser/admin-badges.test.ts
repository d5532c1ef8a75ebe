// The Badges tab pages its definitions like every other admin list: the count, 'Page x / y',
// Prev and Next (the catalogue is one page of the seeded 10 today).
import { describe, expect, it } from 'vitest';
import { DEFAULT_BADGES, LIMITS } from '@xmates/domain';
import { DEMO } from '../support/env';
import { signInStored } from './support/browser';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

describe('the Badges tab', () => {
  it('lists the definitions with the admin pager', async () => {
    await withPage(async ({ context, page }) => {
      await signInStored(context, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin?tab=badges');
      const table = page.getByRole('table', { name: 'Badge definitions' });
      await table
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      const shown = Math.min(DEFAULT_BADGES.length, LIMITS.adminPageSize);
      expect(await table.getByRole('button', { name: /^Edit / }).count()).toBe(shown);
      await page.getByText(`${DEFAULT_BADGES.length} badges`).waitFor();
      const pages = Math.ceil(DEFAULT_BADGES.length / LIMITS.adminPageSize);
      await page.getByText(`Page 1 / ${pages}`).waitFor();
      expect(await page.getByRole('button', { name: /^Next/ }).isDisabled()).toBe(pages === 1);
    });
  });
});
