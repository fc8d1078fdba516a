import type { Page } from '@playwright/test';
import { logInThroughForm, PASSWORD, postWithToken, uniqueEmail } from './support/accounts';
import { adminScreen, expectNoPageOverflow, openAdminSection } from './support/admin';
import { staffAccount } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { blockExternalMaps, seriousViolations } from './support/axe';
import { attachmentsOf, mailsTo, waitForMailLink } from './support/mail';
import { plushMattress } from './support/products';
import { screenshotter } from './support/screenshots';

// Showroom visits (issue 25, decision 0065): a shopper books one and gets its calendar file;
// store staff see it on the showroom's day and mark it attended.

/** The newest mail to `email` with a calendar file, waited for (the outbox sends every 5 s). */
async function calendarFileTo(email: string): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const mail = (await mailsTo(email)).at(-1) ?? '';
  const file = attachmentsOf(mail).find((attachment) => attachment.contentType === 'text/calendar');
  expect(file?.filename).toBe('showroom-visit.ics');
  return file?.content.toString('utf8') ?? '';
}

/** The first time of the chosen day that still has a place. */
async function chooseFirstOpenTime(page: Page): Promise<string> {
  const open = page
    .getByRole('group', { name: 'Time' })
    .getByRole('radio', { disabled: false })
    .first();
  const label = (await open.getAttribute('value')) ?? '';
  await open.check();
  return label;
}

test.describe('showroom visits', () => {
  test('a shopper books a visit with a mattress to try and gets the .ics; store staff mark it attended', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const width = page.viewportSize()?.width ?? 0;
    await blockExternalMaps(page);

    // Contact and the footer offer the booking; a mattress's own page ticks it to try.
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Book a showroom visit' }).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Book a showroom visit' }),
    ).toBeAttached();
    await page.goto(plushMattress.path);
    await page.getByRole('main').getByRole('link', { name: 'book a showroom visit' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a showroom visit' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Book a showroom visit' });
    await expect(
      form.getByRole('checkbox', { name: new RegExp(plushMattress.name) }),
    ).toBeChecked();

    // Sent empty, every problem shows at its field at once.
    await form.getByRole('button', { name: 'Book the visit' }).click();
    await expect(form.getByText('Choose a showroom.')).toBeVisible();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText(/Enter a Singapore phone number/)).toBeVisible();
    await shot(`booking-problems-${width}`);

    await form.getByRole('radio', { name: /Tampines/ }).check();
    const day = form.getByLabel('Day');
    await expect(day).toBeEnabled();
    // A week ahead: each run and project takes its own places in the first open time.
    const dates = await day
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const date = dates[width < 500 ? 6 : 7] ?? dates[0] ?? '';
    await day.selectOption(date);
    await chooseFirstOpenTime(page);
    const email = uniqueEmail('showroom-visitor');
    const name = `Visitor ${testInfo.project.name} ${Date.now() % 100_000}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('9123 4567');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByText(/only for this visit/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(`booking-form-${width}`);
    await expectNoPageOverflow(page);
    await form.getByRole('button', { name: 'Book the visit' }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Your visit is booked for' });
    await expect(booked).toBeVisible();
    await shot(`booking-done-${width}`);

    // The mail carries the calendar file and the link to move or cancel.
    const ics = await calendarFileTo(email);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'LOCATION:10 Tampines Central 1\\, #03-21\\, Singapore 529536',
    );
    const link = await waitForMailLink(email, `${baseURL}/showroom-visit?token=`);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your showroom visit' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('8etterSleep Studio, Tampines')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move the visit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(`visit-link-${width}`);

    // Store staff see it on Tampines' day and mark it attended.
    const staffEmail = await staffAccount(baseURL ?? '', 'showroom-staff', 'store');
    const staffContext = await browser.newContext({ viewport: page.viewportSize() });
    const staff = await staffContext.newPage();
    const staffShot = screenshotter(staff, testInfo);
    await staff.goto('/login');
    await logInThroughForm(staff, staffEmail, PASSWORD);
    await expect(staff).toHaveURL(/\/admin$/);
    await openAdminSection(staff, 'Showroom visits');
    const screen = adminScreen(staff);
    await screen
      .getByLabel('Showroom', { exact: true })
      .selectOption({ label: '8etterSleep Studio, Tampines' });
    await screen.getByLabel('Day', { exact: true }).fill(date);
    const card = screen.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('+65 9123 4567');
    await expect(card).toContainText(plushMattress.name);
    await card.getByRole('button', { name: `Mark ${name} Attended` }).click();
    await expect(card.getByText('Attended', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Mark ${name} Attended` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await seriousViolations(staff)).toEqual([]);
    await expectNoPageOverflow(staff);
    await staffShot(`showroom-day-${width}`);
    await staffContext.close();
    expect(alerts).toEqual([]);
  });

  test('the mailed link moves the visit, then cancels it, and then says it was cancelled', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const shot = screenshotter(page, testInfo);
    const width = page.viewportSize()?.width ?? 0;
    // Booked through the API: this test's subject is the link's page.
    const calendar = (await (await page.request.get('/api/showrooms/1/calendar')).json()) as {
      days: { date: string; slots: { start: number; left: number }[] }[];
    };
    const open = calendar.days.filter((day) => day.slots.some((slot) => slot.left > 0));
    const booked = open[width < 500 ? 10 : 11] ?? open[0];
    const start = booked?.slots.find((slot) => slot.left > 0)?.start;
    const email = uniqueEmail('showroom-mover');
    await postWithToken(page.request, '/api/showroom-visits', {
      showroomId: 1,
      date: booked?.date,
      start,
      name: 'Mover Tan',
      phone: '+65 8123 4567',
      email,
    });
    await page.goto(await waitForMailLink(email, `${baseURL}/showroom-visit?token=`));

    await page.getByRole('button', { name: 'Move the visit' }).click();
    const form = page.getByRole('form', { name: 'Move the visit' });
    await expect(form.getByRole('radio', { name: /Ubi/ })).toBeChecked();
    const day = form.getByLabel('Day');
    await expect(day).toBeEnabled();
    const next = open[width < 500 ? 12 : 13]?.date ?? '';
    await day.selectOption(next);
    await chooseFirstOpenTime(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(`visit-move-${width}`);
    await form.getByRole('button', { name: 'Move the visit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your visit is moved to' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Cancel the visit' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your visit is cancelled' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This visit was cancelled');
    await expect(page.getByRole('button', { name: 'Move the visit' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(`visit-cancelled-${width}`);
  });

  test('a wrong link says so in words, not an error page', async ({ page }) => {
    await page.goto('/showroom-visit?token=not-a-visit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your showroom visit' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This link does not open a visit');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
