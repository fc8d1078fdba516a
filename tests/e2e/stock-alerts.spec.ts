import { randomBytes } from 'node:crypto';
import { STOCK_ALERT_CONSENT_TEXT, STOCK_ALERT_MESSAGES } from '#shared/stock-alerts.js';
import { adminApi } from './support/admin-api';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { mailsTo, waitForMailLink } from './support/mail';
import { screenshotter } from './support/screenshots';

/** The sender looks every 15 s and the outbox sends every 5 s: the mail comes within this. */
const MAIL_WAIT_MS = 45_000;

/**
 * Back-in-stock alerts (issue 26, decision 0074): a shopper asks on a sold-out size, staff count
 * it in, the mail arrives once with the product's link and a one-click unsubscribe. A mattress of
 * this test's own, so its stock disturbs no other spec.
 */
test('a shopper asks on a sold-out size, hears once when staff restock it, and unsubscribes', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = screenshotter(page, testInfo);
  const admin = await adminApi(baseURL ?? '');
  const name = `Restock Test ${randomBytes(3).toString('hex')}`;
  const { productId } = (await admin.send('POST', '/api/products/create', {
    name,
    price: 900,
    description: 'Sold out in Queen for now.',
    collection: 'Resort',
    stockQty: 0,
  })) as { productId: number };
  for (const [label, sizeName, stockQty] of [
    ['91x190', 'Single', 5],
    ['152x190', 'Queen', 0],
  ] as const) {
    await admin.send('POST', `/api/products/${productId}/sizes`, {
      label,
      sizeName,
      priceDelta: 0,
      stockQty,
    });
  }
  await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: true });
  const email = `restock.${testInfo.project.name}.${Date.now()}@example.sg`;

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('radio', { name: /^Queen\b/ })).toBeDisabled();
  const opener = page.getByRole('button', { name: 'Tell me when it is back' });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Tell me when it is back' });
  await expect(form.getByRole('combobox', { name: 'Size' })).toHaveValue('152x190');
  const consent = form.getByRole('checkbox', { name: STOCK_ALERT_CONSENT_TEXT });

  // Nothing filled in: every problem at once, each at its field.
  await form.getByRole('button', { name: 'Save my alert' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Email is required.',
  );
  await expect(consent).toHaveAccessibleDescription(STOCK_ALERT_MESSAGES.consent);
  await form.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('alert-form-problems');
  await form.screenshot({ path: testInfo.outputPath('alert-form-problems-close.png') });

  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await consent.check();
  await form.getByRole('button', { name: 'Save my alert' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Thanks! We will e-mail you once' });
  await expect(saved).toBeVisible();
  // The answer takes the place of the button and the form.
  await expect(opener).toBeHidden();
  await expect(form).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  // Centred, so the sticky header does not cover it in the close-up.
  await saved.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot('alert-asked');
  await saved.locator('..').screenshot({ path: testInfo.outputPath('alert-asked-close.png') });

  // Staff count the Queen in; the mail says so, with the product's link and RFC 8058's headers.
  await admin.send('PUT', '/api/admin/stock', {
    changes: [{ productId, size: '152x190', stockQty: 3 }],
  });
  const productLink = await waitForMailLink(email, `${baseURL}/product/`, MAIL_WAIT_MS);
  expect(productLink).toBe(`${baseURL}/product/${productId}`);
  const mails = await mailsTo(email);
  // Headers unfolded, as a mail app reads them.
  const backMail = (mails.at(-1) ?? '').replace(/\r?\n[ \t]+/g, ' ');
  expect(backMail).toMatch(/^Subject: Back in stock: .+ in Queen 152x190\r?$/m);
  expect(backMail).toMatch(/^List-Unsubscribe: <http\S+\/api\/stock-alerts\/unsubscribe\?token=/m);
  expect(backMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  await page.goto(productLink);
  await expect(page.getByRole('radio', { name: /^Queen\b/ })).toBeEnabled();

  // The mail's Unsubscribe link, pressed on its page.
  const unsubscribeLink = await waitForMailLink(email, `${baseURL}/stock-alerts/unsubscribe`);
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: 'Stop back-in-stock e-mails' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('unsubscribe-page');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Done: we will not e-mail you')).toBeVisible();
  await shot('unsubscribed');
  // Once: the receipt and the one back-in-stock mail, nothing more.
  expect(mails.filter((mail) => /^Subject: Back in stock/m.test(mail))).toHaveLength(1);
  await admin.dispose();
});
