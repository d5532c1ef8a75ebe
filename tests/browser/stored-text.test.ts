// Text the API stores as members typed it (comments and replies full of markup and script)
// renders as text in the SPA: shown literally, no element injected, no script run.
import { describe, expect, it } from 'vitest';
import type { CommentView } from '@xmates/domain';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { sync } from '../api/helpers';
import { openPage } from './support/browser';
import { useBrowser } from './support/suite';
import { card, commentsWith, expectedFeed, passAgeGate } from './support/feed';

const { browser } = useBrowser();

const PAYLOADS = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<svg onload="window.__pwned = \'svg\'"></svg><iframe src="javascript:window.__pwned=1"></iframe>',
  '<a href="javascript:window.__pwned=1" id="hostile-link">click</a><b>bold</b>',
];

describe('stored markup in comments', () => {
  it('is shown as typed, never interpreted', async () => {
    const member = await newVerifiedMember('hostile-text');
    await sync(member.idToken);
    const latest = { categories: [], tags: [], tagMode: 'any', sort: 'latest' } as const;
    const [id = ''] = await expectedFeed({ ...latest, categories: [], tags: [] });
    const stamp = Date.now();
    const comment = `${PAYLOADS.join(' ')} ${stamp}`;
    const reply = `${PAYLOADS.slice().reverse().join(' ')} reply ${stamp}`;
    const posted = await api<CommentView>('POST', `/api/products/${id}/comments`, {
      token: member.idToken,
      body: { text: comment },
    });
    expect(posted.status).toBe(201);
    const replied = await api('POST', `/api/products/${id}/comments/${posted.body.id}/replies`, {
      token: member.idToken,
      body: { text: reply },
    });
    expect(replied.status).toBe(201);

    const { context, page } = await openPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto('/');
      await passAgeGate(page);
      await card(page, id)
        .getByRole('button', { name: /^Comments: / })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Comments/ });
      const item = commentsWith(dialog, String(stamp)).first();
      await item.waitFor();
      const shown = await item.innerText();
      for (const payload of PAYLOADS) expect(shown).toContain(payload);
      await item.getByText(`reply ${stamp}`).waitFor();
      expect(await item.innerText()).toContain(`reply ${stamp}`);
      // Nothing the payloads spell became an element, and none of their scripts ran.
      for (const tag of ['script', 'img', 'svg', 'iframe', 'b', '#hostile-link']) {
        expect(await item.locator(tag).count(), tag).toBe(0);
      }
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
