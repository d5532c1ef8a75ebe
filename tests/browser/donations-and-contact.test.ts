// Donations and contact in a real browser: a member donates 20 AUD monthly through the local
// test checkout (which sends signed Stripe events to the real webhook) and lands on the success
// page, then sees the supporter badge (awarded by the trigger on donationTotals) and the thanks
// on My Hub, hides it from other members and shows it again; the admin finds the donation, sees the statistics and downloads the CSV; a visitor
// sends a contact message that the admin marks responded.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BADGE_MESSAGES, CONTACT_MESSAGES, DONATION_MESSAGES, USER_MESSAGES } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { newAdmin, newVerifiedMember, uniqueEmail } from '../support/auth';
import { paths } from '../support/paths';
import { downloadedText, openPage, signInStored } from './support/browser';
import { useBrowser } from './support/suite';

const { browser } = useBrowser();

/** A row of an admin table (or phone card) holding `text`. */
const row = (page: Page, text: string) =>
  page.locator('[data-row-key]').filter({ has: page.getByText(text, { exact: true }) });

describe('donations and contact', () => {
  it('a monthly donation, the admin view of it, and a contact message answered', async () => {
    const [member, admin] = await Promise.all([
      newVerifiedMember('browser-donor'),
      newAdmin('browser-treasurer'),
    ]);

    // The member donates 20 AUD monthly.
    const { context, page } = await openPage(browser());
    await signInStored(context, member.email, 'secret-123');
    await page.goto('/donate');
    await page.getByLabel('Custom amount').fill('1.50');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(DONATION_MESSAGES.minimum);
    await page.getByRole('button', { name: '$20', exact: true }).click();
    await page.getByRole('button', { name: 'Monthly' }).click();
    await page.getByRole('button', { name: 'Donate $20.00 monthly' }).click();
    await page.waitForURL((url) => url.pathname === '/donate/local-checkout');
    await page.getByText('Local emulator only: no real payment.').waitFor();
    expect(await page.getByTestId('local-checkout-amount').textContent()).toBe('$20.00');
    await page.getByRole('button', { name: 'Pay $20.00 (test)' }).click();
    await page.waitForURL((url) => url.pathname === '/donate/success');
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    expect(sessionId).toMatch(/^cs_test_local_/);
    await page.getByRole('heading', { name: 'Thank you for your support!' }).waitFor();
    expect(await page.getByTestId('donation-reference').textContent()).toBe(sessionId);
    // A link's author cannot make the page print a text of theirs as the reference.
    await page.goto('/donate/success?session_id=Refund%20failed%3A%20call%20%2B1%20555%200100');
    await page.getByRole('heading', { name: 'Thank you for your support!' }).waitFor();
    expect(await page.getByTestId('donation-reference').count()).toBe(0);
    const totals = await adminDb.doc(paths.donationTotalsOf(member.uid)).get();
    expect(totals.data()).toMatchObject({ paidCents: 2000, countPaid: 1 });

    // My Hub shows the supporter badge and the thanks once the trigger has awarded it.
    await page.getByRole('link', { name: 'See my badges' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .locator('[data-earned="true"][aria-label="Supporter"]')
            .waitFor({ timeout: 3_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.getByText(USER_MESSAGES.supporterThanks).waitFor();

    // The donor hides the supporter badge from others: gone from profiles/{uid}, still here.
    const publicBadges = async () =>
      (await adminDb.doc(paths.profile(member.uid)).get()).get('badges');
    const hide = page.getByRole('switch', { name: BADGE_MESSAGES.hideSupporter });
    expect(await hide.isChecked()).toBe(false);
    await hide.click();
    await expect.poll(() => hide.isChecked()).toBe(true);
    await expect.poll(publicBadges).toEqual([]);
    await page.reload();
    await page.locator('[data-earned="true"][aria-label="Supporter"]').waitFor();
    expect(await hide.isChecked()).toBe(true);
    await hide.click();
    await expect.poll(publicBadges).toEqual(['xmates_supporter']);
    await context.close();

    // The admin finds it, sees the statistics and downloads the CSV.
    const adminSide = await openPage(browser());
    const adminPage = adminSide.page;
    await signInStored(adminSide.context, admin.email, 'secret-123');
    await adminPage.goto('/admin?tab=donations');
    await adminPage.getByRole('textbox', { name: 'Search' }).fill(member.email);
    const donation = row(adminPage, member.email);
    await donation.waitFor();
    expect(await donation.textContent()).toContain('Monthly');
    expect(await donation.textContent()).toContain('$20.00');
    await expect
      .poll(() => adminPage.getByTestId('donation-stats').textContent())
      .toContain('$20.00');
    expect(await adminPage.getByTestId('donation-stats').textContent()).toContain('1 / 0');
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(download);
    expect(csv.split('\r\n')[0]).toContain('amountCents');
    expect(csv).toContain(`,2000,$20.00,AUD,true,paid,${member.email},`);

    // A visitor writes through the contact form.
    const visitor = await openPage(browser());
    const email = uniqueEmail('browser-visitor');
    await visitor.page.goto('/contact?reason=data-deletion');
    // The prerendered page shows the default reason; the app applies the address's one.
    await expect
      .poll(() => visitor.page.getByRole('combobox', { name: 'Reason' }).textContent())
      .toBe('Data deletion');
    await visitor.page.getByLabel('Name').fill('Vera Visitor');
    await visitor.page.getByLabel('Email').fill(email);
    await visitor.page.getByLabel('Message').fill('Please delete my account and everything in it.');
    await visitor.page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => visitor.page.getByRole('alert').textContent())
      .toBe(CONTACT_MESSAGES.captchaRequired);
    await visitor.page.getByLabel('I am human (local test captcha)').check();
    await visitor.page.getByRole('button', { name: 'Send message' }).click();
    await visitor.page.getByText(CONTACT_MESSAGES.sent).waitFor();
    // The captcha is reset after the attempt.
    expect(await visitor.page.getByLabel('I am human (local test captcha)').isChecked()).toBe(
      false,
    );
    await visitor.context.close();

    // The admin marks it responded, on the standalone inbox.
    await adminPage.goto('/admin/contacts');
    await adminPage.getByRole('textbox', { name: 'Search' }).fill(email);
    const message = row(adminPage, email);
    await message.waitFor();
    expect(await message.textContent()).toContain('Data deletion');
    await message.getByRole('button', { name: 'Mark responded' }).click();
    await adminPage
      .getByText(CONTACT_MESSAGES.statusChanged('responded'), { exact: true })
      .waitFor();
    await expect
      .poll(() => message.getByRole('button', { name: 'Mark responded' }).isDisabled())
      .toBe(true);
    await adminSide.context.close();
  }, 180_000);
});
