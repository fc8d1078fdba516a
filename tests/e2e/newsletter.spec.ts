import { NEWSLETTER_CONSENT_TEXT } from '#shared/newsletter.js';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { waitForMailLink } from './support/mail';
import { screenshotter } from './support/screenshots';

// The newsletter with consent (issue 26, decision 0068): sign up in the footer, confirm from the
// mail, then unsubscribe from the same mail's link.
test.describe('newsletter', () => {
  test('a shopper signs up in the footer, confirms from the mail, then unsubscribes', async ({
    page,
    baseURL,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const email = `newsletter.${testInfo.project.name}.${Date.now()}@example.sg`;

    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: 'Sleep notes, now and then' });
    await expect(field).toHaveAccessibleDescription(NEWSLETTER_CONSENT_TEXT);
    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => alerts).toEqual([`Thanks! We'll keep you posted at ${email}`]);
    await expect(field).toHaveValue('');
    await footer.scrollIntoViewIfNeeded();
    await shot('footer-signed-up');

    // The confirmation mail: its link opens a page that acts only when its button is pressed.
    const confirmLink = await waitForMailLink(email, `${baseURL}/newsletter/confirm`);
    await page.goto(confirmLink);
    await expect(
      page.getByRole('heading', { name: 'Confirm your newsletter sign-up' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('confirm-page');
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    await shot('confirmed');

    // The same mail's Unsubscribe link, pressed on its page.
    const unsubscribeLink = await waitForMailLink(email, `${baseURL}/newsletter/unsubscribe`);
    await page.goto(unsubscribeLink);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('unsubscribed');

    // A confirm link already used says so.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
    expect(alerts).toHaveLength(1);
  });
});
