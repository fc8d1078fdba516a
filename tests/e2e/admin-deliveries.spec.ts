import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';

/** Far from the first days other tests book: the phone and the desktop each plan a day of their own. */
const DAY_OF_PROJECT: Record<string, number> = { phone: 12, desktop: 13 };

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
    const cards = screen
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const card = cards.nth(DAY_OF_PROJECT[testInfo.project.name] ?? 12);
    const dayLabel = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
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
