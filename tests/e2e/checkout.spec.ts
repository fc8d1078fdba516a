import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loggedInCustomer, postWithToken } from './support/accounts';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { openBag } from './support/bag';
import { addQueenMattress, bag, fillCard, proceedToPayment } from './support/checkout';
import { bookDelivery, bookDeliveryAndPay } from './support/delivery';
import { attachmentsOf, mailsTo, waitForMailLink } from './support/mail';
import { plushMattress } from './support/products';
import { createVoucher } from './support/vouchers';

test.describe('checkout', () => {
  test('a customer pays on the sandbox page, sees the order, downloads the receipt and finds it in My Orders', async ({
    page,
    baseURL,
  }, testInfo) => {
    // The whole journey (bag, payment page, success, receipt, My Orders, mail) in one test.
    test.slow();
    const alerts = collectAlerts(page);
    const email = await loggedInCustomer(page, 'checkout');
    const code = await createVoucher(baseURL ?? '', 'PAY');
    await addQueenMattress(page);
    await openBag(page);
    await bag(page)
      .getByLabel(/voucher/i)
      .fill(code);
    await bag(page).getByRole('button', { name: 'Apply' }).click();
    await expect(bag(page).getByTestId('cart-discount')).toBeVisible();
    const total = (await bag(page).getByTestId('cart-total').textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    // The delivery step: a slot the shop can serve, the phone, the address with its unit.
    const slot = await bookDelivery(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('delivery-step.png') });
    await bag(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\/pay\/sbx_/);

    // The hosted payment page: a test page, with the amount, the lines and the booked delivery.
    await expect(page.getByText(slot)).toBeVisible();
    await expect(page.getByText('+65 9123 4567')).toBeVisible();
    await expect(page.getByText('Test payment page.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`S${total}`);
    await expect(page.getByText('8etterCare 2 (Queen 152x190)')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('sandbox-page.png'), fullPage: true });

    // A declined card keeps the shopper on the page with its message.
    await fillCard(page, '4000 0000 0000 0002', email);
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\/pay\/sbx_/);
    await expect(page.getByLabel('Name on card')).toHaveValue('Tan Mei Ling');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('Thank you! Your order is confirmed.')).toBeVisible();
    const orderId = (await page.getByText(/^Order ID:/).textContent())?.match(/#(\d+)/)?.[1];
    expect(orderId).toBeTruthy();
    await expect(page.getByText(`A receipt has been emailed to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('delivery-slot')).toHaveText(slot);
    await expect(
      page.getByText('Tan Mei Ling, 3 Ubi Avenue 3, #01-10, Singapore 408857'),
    ).toBeVisible();
    await expect(page.getByText(plushMattress.name)).toBeVisible();
    await expect(page.getByText('Queen 152x190 · Qty 1')).toBeVisible();
    await expect(page.getByText('Discount')).toBeVisible();
    await expect(page.getByRole('definition').last()).toHaveText(total);
    await expect(page.getByTestId('paid-by')).toHaveText('Paid by Visa ending 4242');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('success-page.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download receipt' }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The bag is empty now.
    await openBag(page);
    await expect(bag(page).getByText('Your bag is empty.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The order's own customer, logged in, lands on it in My Orders, opened.
    await page.getByRole('link', { name: 'View order & tracking' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?order=${orderId}$`));
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText(`Delivery slot: ${slot}`).first()).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
    await expect(row).toContainText(total);
    await expect(row).toContainText('Paid by Visa ending 4242');
    await expect(row).toBeFocused();
    await expect(row.getByRole('button', { name: /Hide items/ })).toBeVisible();
    await expect(row.getByText('Queen 152x190 · Qty 1')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('my-orders.png'), fullPage: true });

    // The confirmation mail went out (an .eml file without SMTP) with the receipt's link and the
    // tax invoice attached.
    const receiptLink = await waitForMailLink(email, `${baseURL}/api/orders/${orderId}/receipt`);
    expect(receiptLink).toContain('session_id=sbx_');
    const confirmation = (await mailsTo(email)).at(-1) ?? '';
    const [invoice] = attachmentsOf(confirmation);
    expect(invoice?.filename).toBe(`8ettersleep-order-${orderId}.pdf`);
    expect(invoice?.contentType).toBe('application/pdf');
    expect(invoice?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(alerts).toEqual([]);
  });

  test('the delivery step shows every problem at once, each at its field, focus on the first', async ({
    page,
  }, testInfo) => {
    // A bag, two submits and an axe scan: past 30 s on a loaded 2-core machine.
    test.slow();
    await addQueenMattress(page);
    await openBag(page);
    await bag(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    const form = bag(page).getByRole('form', { name: 'Delivery' });
    const submit = form.getByRole('button', { name: 'Continue to Payment' });
    const phone = form.getByLabel('Phone');

    // Empty: every needed field says so on the first submit, the unit (a landed home) does not.
    await submit.click();
    // Each message is the field's description (after the phone's hint).
    const empty: [string, RegExp][] = [
      ['Phone', /Enter a phone number to confirm the delivery on\.$/],
      ['Address', /^Enter the delivery address\.$/],
      ['Postal code', /^Enter a Singapore postal code of 6 digits\.$/],
      ['Delivery date', /^Choose a delivery date\.$/],
    ];
    for (const [label, message] of empty) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel('Unit number')).not.toHaveAttribute('aria-invalid');
    await expect(phone).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('delivery-empty.png') });

    // Wrong: one submit names all five, where it took one submit each before.
    await phone.fill('1234');
    await form.getByLabel('Address', { exact: true }).fill('x');
    await form.getByLabel('Unit number').fill('5th floor');
    await form.getByLabel('Postal code').fill('12');
    await submit.click();
    const wrong: [string, RegExp][] = [
      ['Phone', /Enter a Singapore phone number: 8 digits/],
      ['Address', /Enter the delivery address\.$/],
      ['Unit number', /Enter the unit number like #05-12/],
      ['Postal code', /Enter a Singapore postal code of 6 digits\.$/],
      ['Delivery date', /Choose a delivery date\.$/],
    ];
    for (const [label, message] of wrong) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(phone).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('delivery-wrong.png') });

    // Correcting a field clears its own problem only.
    await phone.fill('9123 4567');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  });

  test('cancel on the payment page returns to the delivery step with the details kept; back and reload behave', async ({
    page,
  }, testInfo) => {
    // Two trips to the payment page and back, and a reload.
    test.slow();
    await addQueenMattress(page);
    await openBag(page);
    const slot = await bookDeliveryAndPay(page);
    // The payment page: "Deliver to" stays one line with a gap before the address, at any width.
    const label = await page.getByRole('term').filter({ hasText: 'Deliver to' }).boundingBox();
    const address = await page.getByRole('definition').filter({ hasText: 'Ubi' }).boundingBox();
    const oneLine = await page.getByRole('term').filter({ hasText: 'Phone' }).boundingBox();
    expect(label && address && oneLine).toBeTruthy();
    if (label && address && oneLine) {
      expect(label.x + label.width + 12).toBeLessThanOrEqual(address.x);
      expect(label.height).toBe(oneLine.height);
    }
    await page.screenshot({ path: testInfo.outputPath('pay-page-given.png'), fullPage: true });
    const form = bag(page).getByRole('form', { name: 'Delivery' });
    const kept = async () => {
      await expect(form.getByLabel('Phone')).toHaveValue('9123 4567');
      await expect(form.getByLabel('Address', { exact: true })).toHaveValue('3 Ubi Avenue 3');
      await expect(form.getByLabel('Unit number')).toHaveValue('#01-10');
      await expect(form.getByLabel('Postal code')).toHaveValue('408857');
      const [date = '', window = ''] = slot.split(/, (?=[^,]+$)/);
      await expect(form.getByLabel('Delivery date').locator('option:checked')).toHaveText(date);
      await expect(form.getByRole('radio', { name: window })).toBeChecked();
    };

    // The browser's back button: the shop again, the details still there.
    await page.goBack();
    await openBag(page);
    await bag(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    await kept();

    // Cancel and return: the bag opens at delivery, says nothing was charged, and kept everything.
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\/pay\/sbx_/);
    const payPage = page.url();
    await page.getByRole('button', { name: /^Cancel and return/ }).click();
    await expect(bag(page).getByRole('status')).toHaveText(
      'Payment cancelled — nothing was charged',
    );
    await kept();
    // Nothing of the shopper's is in the address, and the notice is not there to repeat.
    expect(new URL(page.url()).search).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('cancelled-return.png') });

    // The bag was not touched.
    await form.getByRole('button', { name: 'Back to bag' }).click();
    await expect(bag(page).getByRole('link', { name: plushMattress.name })).toBeVisible();
    await page.keyboard.press('Escape');

    // Reload: no notice again; back to the cancelled page: it is closed, nothing charged.
    await page.reload();
    await expect(bag(page)).toBeHidden();
    await page.goto(payPage);
    await expect(
      page.getByRole('heading', { name: 'This payment page has expired' }),
    ).toBeVisible();
    await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  });

  test('a visitor who cancels has nothing ordered; a new customer has no orders', async ({
    page,
  }) => {
    await addQueenMattress(page);
    await proceedToPayment(page);
    await page.getByRole('button', { name: /^Cancel and return/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await openBag(page);
    await bag(page).getByRole('button', { name: 'Back to bag' }).click();
    await expect(bag(page).getByRole('link', { name: plushMattress.name })).toBeVisible();
    await page.keyboard.press('Escape');

    await loggedInCustomer(page, 'no-orders');
    await page.goto('/orders');
    await expect(page.getByText('No orders yet')).toBeVisible();
  });

  test('the payment page of an empty checkout asks for the delivery too, marks every problem at once, and a closed one says so', async ({
    page,
  }, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await addQueenMattress(page);
    // The spec's empty POST /checkout/session: nothing about the delivery was collected.
    const started = await postWithToken(page.request, '/api/checkout/session', {});
    await page.goto(((await started.json()) as { url: string }).url);
    for (const label of ['Address', 'Postal code', 'Phone (Singapore)']) {
      await expect(page.getByLabel(label)).toBeEditable();
    }
    await expect(page.getByLabel('Delivery date and window')).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pay-page-asking.png'), fullPage: true });

    await page.getByLabel('Name on card').fill('<b>Zoë</b> & "Co"');
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    const problems: [string, string | RegExp][] = [
      ['Email', 'Enter a valid e-mail address.'],
      ['Address', 'Enter the delivery address.'],
      ['Postal code', 'Enter a Singapore postal code of 6 digits.'],
      ['Phone (Singapore)', /^Enter a Singapore phone number/],
      ['Delivery date and window', 'Choose a delivery date and window.'],
      ['Card number', 'Your card number is invalid.'],
    ];
    for (const [label, message] of problems) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    // What was typed comes back as it was typed, markup and all.
    await expect(page.getByLabel('Name on card')).toHaveValue('<b>Zoë</b> & "Co"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pay-page-problems.png'), fullPage: true });

    // Cancelling gives the stock back; the page is closed from then on.
    const payPage = page.url();
    await page.getByRole('button', { name: /^Cancel and return/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(payPage);
    await expect(
      page.getByRole('heading', { name: 'This payment page has expired' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to 8etterSleep' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pay-page-closed.png'), fullPage: true });
    // No script and no inline style on the page: the shop's CSP refuses nothing.
    expect(consoleErrors.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
  });

  test('a refused Proceed to Payment says why next to the button and marks the line it names', async ({
    page,
    baseURL,
  }) => {
    // A mattress of this test's own, so selling out its one size disturbs no other spec.
    const admin = await adminApi(baseURL ?? '');
    const name = `Sold Out Test ${randomBytes(3).toString('hex')}`;
    const { productId } = (await admin.send('POST', '/api/products/create', {
      name,
      price: 500,
      description: 'Made to sell out.',
      collection: 'Resort',
      stockQty: 0,
    })) as { productId: number };
    const single = { label: '91x190', sizeName: 'Single', priceDelta: 0 };
    await admin.send('POST', `/api/products/${productId}/sizes`, { ...single, stockQty: 2 });
    await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: true });
    try {
      await page.goto(plushMattress.path);
      await postWithToken(page.request, '/api/cart/items', {
        productId,
        sizeLabel: single.label,
        quantity: 1,
      });
      await page.getByRole('button', { name: /^Shopping bag/ }).click();
      await expect(bag(page).getByRole('link', { name })).toBeVisible();
      // The last one sells while the bag is open.
      await admin.send('PUT', `/api/products/${productId}/sizes/bulk`, {
        sizes: [{ label: single.label, priceDelta: 0, stockQty: 0 }],
      });
      const proceed = bag(page).getByRole('button', { name: 'Proceed to Payment' });
      // Through the delivery step: the refusal of the payment brings the shopper back to the bag.
      await bookDelivery(page);
      await bag(page).getByRole('button', { name: 'Continue to Payment' }).click();

      const message = `${name} (Single 91x190) is out of stock. Remove it from your bag to continue.`;
      await expect(bag(page).getByRole('alert').filter({ hasText: message })).toHaveText(message);
      await expect(proceed).toHaveAccessibleDescription(message);
      await expect(proceed).toBeEnabled();
      const line = bag(page).getByRole('listitem').filter({ hasText: name });
      await expect(line).toHaveAccessibleDescription(message);
      await expect(line).toHaveAttribute('data-refused', 'true');
      expect(await seriousViolations(page)).toEqual([]);

      // Removing the line it names retires the message.
      await line.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(bag(page).getByRole('link', { name })).toHaveCount(0);
      await expect(bag(page).getByText(message)).toHaveCount(0);
    } finally {
      await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: false });
      await admin.dispose();
    }
  });

  test('the success page names a missing or unknown session, asking once', async ({ page }) => {
    await page.goto('/success');
    await expect(page.getByRole('alert')).toHaveText('Missing session_id');
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/orders/lookup') lookups.push(request.url());
    });
    await page.goto('/checkout/success?session_id=cs_test_unknown');
    // Shown at once: a 404 answers the same the second time, so it is not asked again.
    await expect(page.getByRole('alert')).toHaveText('Order not found');
    expect(lookups).toHaveLength(1);
  });
});
