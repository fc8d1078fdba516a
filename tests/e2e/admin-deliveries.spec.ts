import {
  adminScreen,
  confirmInPage,
  expectNoPageOverflow,
  openAdmin,
  openAdminSection,
} from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { openBag } from './support/bag';
import { addQueenMattress, bag } from './support/checkout';

/**
 * Far from the first day other tests book: each project and test plans a day of its own, so runs
 * side by side do not meet.
 */
const DAY_OF_PROJECT: Record<string, number> = { phone: 12, desktop: 13 };
const SHOPPER_DAY_OF_PROJECT: Record<string, number> = { phone: 14, desktop: 15 };

test.describe('delivery places in the admin', () => {
  test("staff set a window's places, are told what is wrong, and close and reopen a day shoppers then cannot book", async ({
    page,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    await openAdmin(page);
    await openAdminSection(page, 'Deliveries');
    const screen = adminScreen(page);
    await expect(screen.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
    const cards = screen.getByRole('region', { name: 'Delivery places' }).getByRole('region');
    const card = cards.nth(DAY_OF_PROJECT[testInfo.project.name] ?? 12);
    const dayLabel = (await card.getByRole('heading', { level: 4 }).textContent()) ?? '';
    const morning = card.getByLabel('10am–1pm places');
    const afternoon = card.getByLabel('1pm–4pm places');

    // Two wrong boxes: both are named at once, and nothing is saved.
    await morning.fill('-2');
    await afternoon.fill('2.5');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Places must be a whole number from 0 to 200.')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('places-problems');

    await morning.fill('3');
    await afternoon.fill('1');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByLabel('10am–1pm places')).toHaveValue('3');
    await expect(card.getByLabel('1pm–4pm places')).toHaveValue('1');
    await expect(card.getByText('0 booked', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Closing asks first and says what happens to bookings; the shop then offers no window.
    await card.getByRole('button', { name: 'Close day' }).click();
    await confirmInPage(page, `Close ${dayLabel} for deliveries?`, 'Close day');
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    const date = await page.evaluate(async (label) => {
      const slots = (await (await fetch('/api/checkout/delivery-slots')).json()) as {
        days: { date: string; label: string }[];
      };
      return slots.days.find((day) => day.label === label)?.date ?? null;
    }, dayLabel);
    expect(date).toBeNull();
    await shot('day-closed');

    await card.getByRole('button', { name: 'Reopen day' }).click();
    await expect(card.getByText('Closed', { exact: true })).toBeHidden();
    await expect(card.getByRole('button', { name: 'Close day' })).toBeVisible();
    await shot('day-reopened');
    expect(alerts).toEqual([]);
  });
});

test.describe('delivery services in the admin', () => {
  test('staff are told a price that is not an amount, reprice a service and withdraw it, and the delivery page says so at once', async ({
    page,
    baseURL,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const shot = (target: Page, name: string) =>
      target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    // Other tests read the spec's S$240 shifting service: it is put back however this one ends.
    const admin = await adminApi(baseURL ?? '');
    try {
      await openAdmin(page);
      await openAdminSection(page, 'Deliveries');
      const services = adminScreen(page).getByRole('region', { name: 'Delivery services' });
      const shifting = services.getByRole('form', { name: 'Shifting service' });
      const price = shifting.getByLabel('Price per set');
      const save = shifting.getByRole('button', { name: 'Save' });
      await expect(price).toHaveValue('240.00');
      await expect(services.getByRole('form', { name: 'Waterbed disposal' })).toContainText(
        'Price per piece',
      );

      // Not an amount: named at the box, which is marked and described by it; nothing is saved.
      await price.fill('abc');
      await save.click();
      const problem = 'The price must be an amount from $0.00 to $1000.00.';
      await expect(shifting.getByRole('alert')).toHaveText(problem);
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(
        `In dollars, GST included, such as 120.00. ${problem}`,
      );
      await expect(price).toBeFocused();
      await expectNoPageOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'service-price-problem');

      await price.fill('250.50');
      await expect(price).not.toHaveAttribute('aria-invalid');
      await save.click();
      await expect(page.getByText('Shifting service saved.')).toBeVisible();
      await expect(price).toHaveValue('250.50');
      await expect(save).toBeDisabled();

      // A fresh load: the server renders the new price into the page it sends.
      const shopper = await page.context().newPage();
      const fees = shopper.getByRole('table', { name: 'Service fees in Singapore dollars' });
      const shiftingRow = fees.getByRole('row', { name: /^Shifting service/ });
      const sent = await shopper.request.get('/delivery');
      expect(await sent.text()).toContain('S$250.50');
      await shopper.goto('/delivery');
      await expect(shiftingRow).toContainText('S$250.50 per set');
      await expectNoPageOverflow(shopper);

      // Withdrawn: still listed, without a price; the FAQ says so too.
      await shifting.getByLabel('Offered at checkout').uncheck();
      await save.click();
      await expect(shifting.getByText('Not offered', { exact: true })).toBeVisible();
      await expect(save).toBeDisabled();
      await shopper.reload();
      await expect(shiftingRow).toContainText('Not offered at the moment');
      await expect(shiftingRow).not.toContainText('S$');
      await expect(
        fees.getByRole('row', { name: /^Transporting an existing product/ }),
      ).toContainText('S$120.00 per set');
      await shot(shopper, 'service-not-offered');
      await shopper.goto('/faq');
      await shopper.getByText('Can you move a mattress I already have?').click();
      await expect(
        shopper.getByText(/our shifting service is not offered at the moment\.$/),
      ).toBeVisible();
      await shopper.close();

      // Put back through the screen: the spec's price, offered again.
      await price.fill('240');
      await shifting.getByLabel('Offered at checkout').check();
      await save.click();
      await expect(shifting.getByText('Offered', { exact: true })).toBeVisible();
      await expect(price).toHaveValue('240.00');
    } finally {
      await admin.send('PUT', '/api/admin/delivery-services/shifting', {
        priceCents: 24_000,
        offered: true,
      });
      await admin.dispose();
    }
    expect(alerts).toEqual([]);
  });
});

test.describe('a delivery window that fills up', () => {
  test('while the shopper fills the delivery step: named at its field, offered no more, another one taken', async ({
    page,
    baseURL,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    await addQueenMattress(page);
    await openBag(page);
    await bag(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    const form = bag(page).getByRole('form', { name: 'Delivery' });
    await form.getByLabel('Phone').fill('9123 4567');
    await form.getByLabel('Address', { exact: true }).fill('3 Ubi Avenue 3');
    await form.getByLabel('Unit number').fill('#01-10');
    await form.getByLabel('Postal code').fill('408857');
    const dates = form.getByLabel('Delivery date');
    const option = dates
      .locator('option')
      .nth((SHOPPER_DAY_OF_PROJECT[testInfo.project.name] ?? 14) + 1);
    const date = (await option.getAttribute('value')) ?? '';
    await dates.selectOption(date);
    await form.getByText('1pm–4pm').click();

    // Meanwhile the window's last place goes (staff close it: the same answer as a full one).
    const admin = await adminApi(baseURL ?? '');
    const { defaultPlaces } = (await admin.send('PUT', '/api/admin/delivery-places/day', {
      date,
      window: '13-16',
      places: 0,
    })) as { defaultPlaces: number };
    try {
      await bag(page).getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(
        form.getByText('This delivery window is full. Choose another window or day.'),
      ).toBeVisible();
      await expect(form.getByText('1pm–4pm')).toHaveCount(0);
      await expect(form.getByText('3pm–6pm')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('window-full.png') });

      await form.getByText('3pm–6pm').click();
      await bag(page).getByRole('button', { name: 'Continue to Payment' }).click();
      await page.waitForURL(/\/checkout\/pay\/sbx_/);
      await expect(page.getByText(/3pm–6pm/)).toBeVisible();
      // Nothing is bought here: the payment page is left, giving the stock and the place back.
      await page.getByRole('button', { name: /^Cancel and return/ }).click();
      await expect(bag(page).getByText('Payment cancelled — nothing was charged')).toBeVisible();
    } finally {
      await admin.send('PUT', '/api/admin/delivery-places/day', {
        date,
        window: '13-16',
        places: defaultPlaces,
      });
      await admin.dispose();
    }
    expect(alerts).toEqual([]);
  });
});
