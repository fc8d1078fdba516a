import { COMPARE_MESSAGES } from '#shared/compare.js';
import { expectNoPageOverflow } from './support/admin';
import { collectAlerts } from './support/alerts';
import { awaitAppOnNavigation, expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { firmMattress, hotelGrand, hotelResidence, plushMattress } from './support/products';

const tray = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Mattresses to compare' });

test('a shopper compares three mattresses picked from cards and a product page, and shares the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const alerts = collectAlerts(page);

  // Two from the collection's cards.
  await page.goto('/mattress');
  await page.getByRole('button', { name: `Compare ${firmMattress.name}` }).click();
  await page.getByRole('button', { name: `Compare ${plushMattress.name}` }).click();
  await expect(page.getByRole('button', { name: `Compare ${plushMattress.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tray(page)).toContainText('Compare (2 of 3)');

  // A third from its own page.
  await page.goto(`/product/${hotelGrand.id}`);
  await page.getByRole('button', { name: `Compare ${hotelGrand.name}` }).click();
  await expect(tray(page)).toContainText('Compare (3 of 3)');

  // A fourth is refused, in words beside its button, and nothing changes.
  await page.goto(`/product/${hotelResidence.id}`);
  const fourth = page.getByRole('button', { name: `Compare ${hotelResidence.name}` });
  await fourth.click();
  await expect(page.getByRole('alert').filter({ hasText: COMPARE_MESSAGES.full })).toBeVisible();
  await expect(fourth).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page)).toContainText('Compare (3 of 3)');
  await page.screenshot({ path: test.info().outputPath('compare-refused.png') });

  await tray(page).getByRole('link', { name: 'Compare now' }).click();
  const ids = [firmMattress.id, plushMattress.id, hotelGrand.id].join(',');
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids}$`));
  const table = page.getByRole('table');
  for (const { name } of [firmMattress, plushMattress, hotelGrand]) {
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Warranty' })).toBeVisible();
  // Another spec's approved review may have rated one of them: the row is there either way.
  await expect(table.getByRole('rowheader', { name: 'Buyers’ rating' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Height/ })).toContainText('29 cm');
  await expect(
    table.getByRole('list', { name: `Layers of ${hotelGrand.name}` }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectNoPageOverflow(page);
  await page.screenshot({ path: test.info().outputPath('compare.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The link, opened in a fresh browser, shows the same comparison, rendered on the server.
  const shared = `/compare?ids=${ids}`;
  const html = await (await page.request.get(shared)).text();
  for (const { name } of [firmMattress, plushMattress, hotelGrand]) expect(html).toContain(name);
  const context = await browser.newContext({ baseURL });
  const friend = await context.newPage();
  awaitAppOnNavigation(friend);
  await friend.goto(shared);
  for (const { name } of [firmMattress, plushMattress, hotelGrand]) {
    await expect(friend.getByRole('columnheader', { name })).toBeVisible();
  }
  // Removing one leaves two, in the address too.
  await friend
    .getByRole('button', { name: `Remove ${plushMattress.name} from the comparison` })
    .click();
  await expect(friend).toHaveURL(new RegExp(`/compare\\?ids=${firmMattress.id},${hotelGrand.id}$`));
  await expect(friend.getByRole('columnheader')).toHaveCount(2);
  await context.close();
  expect(alerts).toEqual([]);
});

test('a link naming a mattress no longer shown says so', async ({ page }) => {
  await page.goto(`/compare?ids=${firmMattress.id},999999`);
  await expect(page.getByRole('note')).toContainText('no longer in the shop');
  await expect(page.getByRole('columnheader', { name: firmMattress.name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
