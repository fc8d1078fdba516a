import { logInThroughForm, registerCustomer, uniqueEmail } from './support/accounts';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { firmMattress, hotelResidence } from './support/products';
import { createVoucher } from './support/vouchers';

const bagButton = (page: Page) => page.getByRole('button', { name: /^Shopping bag/ });
const bag = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });
const line = (page: Page, name: string) =>
  bag(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });

async function openBag(page: Page) {
  await bagButton(page).click();
  await expect(bag(page)).toBeVisible();
  await expect(bag(page).getByText('Loading…')).toHaveCount(0);
}

/** Puts a Queen of 8etterCare 1 in the bag from its product page. */
async function addFirmQueen(page: Page) {
  await page.goto(firmMattress.path);
  await page.getByRole('radio', { name: /^Queen\b/ }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

/** Closes the bag with a click on the page beside it (the backdrop), as the spec asks. */
async function closeBagByClickingOutside(page: Page) {
  await page.mouse.click(8, 420);
  await expect(bag(page)).toBeHidden();
}

test.describe('shopping bag', () => {
  test('a visitor fills the bag, changes it, uses a voucher, and finds it again after login', async ({
    page,
    baseURL,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const code = await createVoucher(baseURL ?? '', 'BAG');

    await addFirmQueen(page);
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 1 item');

    // An accessory from the strip.
    const strip = page.getByRole('region', { name: 'Accessories', exact: true }).last();
    const addPillow = strip.getByRole('button', { name: /^Add to Cart\W+Cloud Fibre Pillow$/ });
    await addPillow.scrollIntoViewIfNeeded();
    await addPillow.click();
    await expect(strip.getByText('Accessory added to cart!')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 2 items');
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await openBag(page);
    const bed = line(page, firmMattress.name);
    const pillow = line(page, 'Cloud Fibre Pillow');
    await expect(bed).toContainText('Queen · 152x190');
    await expect(bed).toContainText('$2,299.00');
    await expect(pillow).toContainText('$59.00');
    await expect(bag(page).getByTestId('cart-subtotal')).toHaveText('$2,358.00');
    await expect(bag(page).getByTestId('cart-total')).toHaveText('$2,358.00');

    // Quantities: the server answers, the bag reloads.
    await pillow.getByRole('button', { name: 'Increase quantity of Cloud Fibre Pillow' }).click();
    await expect(pillow.getByRole('status')).toHaveText('2');
    await expect(pillow).toContainText('$118.00');
    await expect(bag(page).getByTestId('cart-subtotal')).toHaveText('$2,417.00');
    await pillow.getByRole('button', { name: 'Decrease quantity of Cloud Fibre Pillow' }).click();
    await expect(pillow.getByRole('status')).toHaveText('1');
    await expect(bag(page).getByTestId('cart-subtotal')).toHaveText('$2,358.00');
    await expect(
      pillow.getByRole('button', { name: 'Decrease quantity of Cloud Fibre Pillow' }),
    ).toBeDisabled();

    // A wrong code is refused with the server's reason; the right one, typed loosely, applies.
    const voucherField = bag(page).getByLabel('Voucher code');
    await voucherField.fill('NOT-A-CODE');
    await bag(page).getByRole('button', { name: 'Apply' }).click();
    await expect(bag(page).getByRole('alert')).toHaveText('This voucher code is not valid.');
    await voucherField.fill(`  ${code.toLowerCase()} `);
    await bag(page).getByRole('button', { name: 'Apply' }).click();
    await expect(bag(page).getByRole('status').last()).toHaveText(`Voucher ${code} applied.`);
    await expect(bag(page).getByText(`Voucher (${code})`)).toBeVisible();
    await expect(bag(page).getByTestId('cart-discount')).toHaveText('−$235.80');
    await expect(bag(page).getByTestId('cart-total')).toHaveText('$2,122.20');
    await expect(bag(page).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('open-bag.png') });

    // Taking the voucher off.
    await bag(page)
      .getByRole('button', { name: `Remove voucher ${code}` })
      .click();
    await expect(bag(page).getByTestId('cart-discount')).toHaveCount(0);
    await expect(bag(page).getByTestId('cart-total')).toHaveText('$2,358.00');

    await closeBagByClickingOutside(page);

    // Logging in keeps the bag: the visitor's bag becomes the customer's.
    const email = uniqueEmail('bag');
    await registerCustomer(page.request, email);
    await page.goto('/login');
    await logInThroughForm(page, email, 'Quiet-night-on-Ubi-7');
    await expect(page).toHaveURL(/\/$/);
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 2 items');
    await openBag(page);
    await expect(line(page, firmMattress.name)).toContainText('Queen · 152x190');
    await expect(line(page, 'Cloud Fibre Pillow').getByRole('status')).toHaveText('1');
    await expect(bag(page).getByTestId('cart-total')).toHaveText('$2,358.00');

    // Emptying it: the empty text, and nothing to pay for.
    for (const name of [firmMattress.name, 'Cloud Fibre Pillow']) {
      await line(page, name)
        .getByRole('button', { name: `Remove ${name}` })
        .click();
      await expect(line(page, name)).toHaveCount(0);
    }
    await expect(bag(page).getByText('Your bag is empty.')).toBeVisible();
    await expect(bag(page).getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(bag(page).getByRole('region', { name: 'Order Summary' })).toHaveCount(0);
    await expect(bag(page).getByText('$0.00')).toHaveCount(0);
    await expect(bag(page).getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('bag-empty.png') });
    await page.keyboard.press('Escape');
    await expect(bag(page)).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('after five wrong voucher codes the bag says when to try again, and a right code waits too', async ({
    page,
    baseURL,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const code = await createVoucher(baseURL ?? '', 'LATER');
    await addFirmQueen(page);
    await openBag(page);

    const voucherField = bag(page).getByLabel('Voucher code');
    const tryCode = async (typed: string) => {
      await voucherField.fill(typed);
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/cart/voucher') && response.request().method() === 'POST',
      );
      await bag(page).getByRole('button', { name: 'Apply' }).click();
      return (await answered).status();
    };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await tryCode(`MISTYPED${attempt}`)).toBe(400);
      await expect(bag(page).getByRole('alert')).toHaveText('This voucher code is not valid.');
    }
    expect(await tryCode(code)).toBe(429);
    await expect(bag(page).getByRole('alert')).toHaveText(
      'Too many wrong voucher codes. Please try again in 10 minutes.',
    );
    await expect(bag(page).getByText(`Voucher (${code})`)).toHaveCount(0);
    await expect(bag(page).getByTestId('cart-discount')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('voucher-limit.png') });
    expect(alerts).toEqual([]);
  });

  test('"+" stops at the stock with the stock beside it; a failed change is told in its line', async ({
    page,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    // The bag as the shopper sees it: the viewport, not the page scrolled behind the dialog.
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    // The whole stock of Hotel Residence's Single goes in the bag.
    await page.goto(hotelResidence.path);
    await page.getByRole('radio', { name: /^Single\b/ }).check();
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    while (await increase.isEnabled()) await increase.click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();

    await openBag(page);
    const residence = line(page, hotelResidence.name);
    const quantity = (await residence.getByRole('status').textContent()) ?? '';
    const more = residence.getByRole('button', {
      name: `Increase quantity of ${hotelResidence.name}`,
    });
    await expect(more).toBeDisabled();
    await expect(more).toHaveAccessibleDescription(`Only ${quantity} in stock`);
    await expect(residence.getByText(`Only ${quantity} in stock`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('bag-at-stock');

    // One fewer: "+" is back and the note gone.
    await residence
      .getByRole('button', { name: `Decrease quantity of ${hotelResidence.name}` })
      .click();
    await expect(residence.getByRole('status')).toHaveText(String(Number(quantity) - 1));
    await expect(more).toBeEnabled();
    await expect(residence.getByText(/in stock/)).toHaveCount(0);

    // A change the server refuses is said in the line it concerns, the server's words first.
    await page.route('**/api/cart/items/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'This bag is being paid for.', code: 'conflict' }),
          })
        : route.fallback(),
    );
    await residence.getByRole('button', { name: `Remove ${hotelResidence.name}` }).click();
    await expect(residence.getByRole('alert')).toHaveText('This bag is being paid for.');
    expect(await seriousViolations(page)).toEqual([]);
    await shot('bag-remove-refused');
    expect(alerts).toEqual([]);
  });
});
