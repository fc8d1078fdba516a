import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { attachmentsOf, mailsTo, plainTextOf } from './support/mail';
import { paidOrder } from './support/orders';

test.describe('refunds in the admin', () => {
  test('staff refund one of two pillows with restock; the order stays paid and lists the refund with its credit note', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    const { email } = await paidOrder(baseURL ?? '', 'partial-refund', 2);
    await openAdmin(page);
    await openAdminSection(page, 'Orders');
    const orders = adminScreen(page);
    await orders.getByLabel('Search').fill(email);
    const row = orders.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^View order/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
    await detail.getByRole('button', { name: 'Refund…' }).click();

    const form = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
    await expect(form).toBeVisible();
    // Sent empty: every problem at once.
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    const problems = form.getByRole('alert');
    await expect(problems).toContainText('Choose the quantities to refund, or enter an amount.');
    await expect(problems).toContainText('Give a reason for the refund.');
    await shot('refund-problems');

    await form.getByLabel(/quantity to refund \(of 2 left\)/).fill('1');
    // A problem put right stops being shown.
    await expect(problems).not.toContainText('Choose the quantities');
    await expect(form.getByLabel('Back to stock')).toBeChecked();
    await form.getByLabel('Reason').fill('Returned unopened');
    await expect(form).toContainText(/Refund total \$[\d,.]+, GST included \$[\d,.]+\./);
    await expect(form).toContainText('The customer will be e-mailed the refund');
    expect(await seriousViolations(page)).toEqual([]);
    await shot('refund-form');

    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    const question = /^Refund \$[\d,.]+ on order #\d+\?$/;
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      'The customer will be e-mailed the refund with its credit note (PDF).',
    );
    await confirmInPage(page, question, 'Refund');
    await expect(form).toBeHidden();

    // Back in the detail: still paid, with the refund, who made it, why, and its credit note.
    await expect(detail).toBeVisible();
    const refunds = detail.getByRole('region', { name: 'Refunds table' });
    await expect(refunds).toContainText('Returned unopened');
    await expect(refunds).toContainText('1 × Cloud Fibre Pillow, back to stock');
    const creditNote = refunds.getByRole('link', { name: /^CN-\d{6}$/ });
    await expect(creditNote).toHaveAttribute('href', /^\/api\/orders\/\d+\/credit-notes\/\d+$/);
    const number = (await creditNote.textContent()) ?? '';
    const pdf = await page.request.get((await creditNote.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect(detail.getByText('1 refunded')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Refund…' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('refunded-in-part');
    await refunds.scrollIntoViewIfNeeded();
    await shot('refunds-listed');
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(row).toContainText('paid');
    expect(alerts).toEqual([]);

    // The customer is mailed the refund with its credit note attached, and the mail's link opens
    // the order's page, which lists the refund with the same credit note.
    const refundMail = async () =>
      (await mailsTo(email)).find((mail) => /^Subject: Your refund of \$/m.test(mail));
    await expect.poll(refundMail, { timeout: 20_000 }).toBeTruthy();
    const mail = (await refundMail()) ?? '';
    expect(plainTextOf(mail)).toContain(`Your credit note ${number} is attached as a PDF.`);
    expect(attachmentsOf(mail)).toEqual([
      expect.objectContaining({
        filename: `8ettersleep-credit-note-${number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const orderLink =
      /https?:\/\/\S+\/track\/\d+\?session_id=\S+/.exec(plainTextOf(mail))?.[0] ?? '';
    expect(orderLink).not.toBe('');
    const browser = page.context().browser();
    if (!browser) throw new Error('The customer needs a browser context of their own');
    const customer = await browser.newPage({ viewport: page.viewportSize() });
    await customer.goto(orderLink);
    const listed = customer.getByRole('region', { name: 'Refunds' });
    await expect(listed).toContainText(/\$[\d,.]+ refunded/);
    await expect(listed.getByRole('link', { name: `Credit note ${number}` })).toBeVisible();
    await customer.screenshot({
      path: testInfo.outputPath('customer-order-page.png'),
      fullPage: true,
    });
    await customer.close();
  });
});
