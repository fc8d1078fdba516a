import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { screenshotter } from './support/screenshots';

interface FinderPick {
  productId: number;
  name: string;
  reasons: string[];
}

test.describe('the mattress finder', () => {
  test('a shopper answers its questions, reads why each pick suits them and opens one', async ({
    page,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    await page.goto('/products/all?kind=mattress');
    await page.getByRole('link', { name: 'Try the mattress finder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your mattress' })).toBeVisible();
    await expect(page).toHaveTitle('Mattress Finder | 8etterSleep');

    // Asking before saying how one sleeps says so there, and asks nothing of the server.
    await page.getByRole('button', { name: 'Show my picks' }).click();
    const positions = page.getByRole('group', { name: 'How do you sleep?' });
    await expect(positions.getByRole('alert')).toHaveText('Choose how you sleep.');
    await expect(page).toHaveURL(/\/mattress-finder$/);
    await expect(page.getByRole('heading', { name: 'Your picks' })).toHaveCount(0);
    await shot('finder-problem');

    await positions.getByText('On my back').click();
    await page.getByRole('group', { name: 'Your build' }).getByText('Heavier').click();
    await page.getByRole('group', { name: 'The feel you like' }).getByText('Firm').click();
    await page
      .getByRole('group', { name: 'Do you wake up with pain?' })
      .getByText('Back pain')
      .click();
    await page.getByRole('button', { name: 'Show my picks' }).click();
    await expect(page).toHaveURL(/positions=back&build=heavy&feel=firm&pain=back$/);

    const answer = await page.request.get(
      '/api/finder?positions=back&build=heavy&feel=firm&pain=back&hot=0',
    );
    const expected = (await answer.json()).picks as FinderPick[];
    expect(expected.length).toBeGreaterThan(0);
    const picks = page
      .getByRole('region', { name: 'Your picks' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(picks).toHaveCount(expected.length);
    const best = expected[0] as FinderPick;
    await expect(picks.first().getByRole('heading', { level: 3 })).toHaveText(best.name);
    for (const reason of best.reasons) await expect(picks.first()).toContainText(reason);
    await expect(page.getByRole('heading', { name: 'Your picks' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('finder-picks');

    // The address keeps the answers: the server renders the same picks for a shared link.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(best.name);
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Your build' }).getByLabel('Heavier'),
    ).toBeChecked();
    await expect(picks.first().getByRole('heading', { level: 3 })).toHaveText(best.name);

    await picks
      .first()
      .getByRole('link', { name: `View ${best.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${best.productId}$`));
    await page.goBack();
    await expect(picks).toHaveCount(expected.length);
    expect(alerts).toEqual([]);
  });
});

test('the size guide gives Singapore bed sizes in cm and leads back to the finder', async ({
  page,
}, testInfo) => {
  const shot = screenshotter(page, testInfo);
  await page.goto('/mattress-finder');
  await page.getByRole('link', { name: 'Which size fits my bed?' }).click();
  await expect(page).toHaveURL(/\/size-guide$/);
  await expect(page).toHaveTitle('Size Guide | 8etterSleep');
  const sizes = page.getByRole('region', { name: 'The four sizes' }).getByRole('listitem');
  await expect(sizes).toHaveText([
    /^Single91 × 190 cm/,
    /^Super Single107 × 190 cm/,
    /^Queen152 × 190 cm/,
    /^King183 × 190 cm/,
  ]);
  // The server renders it, as every information page.
  const html = await (await page.request.get('/size-guide')).text();
  expect(html).toContain('183 × 190 cm');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('size-guide');
  await page.getByRole('link', { name: 'mattress finder', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find your mattress' })).toBeVisible();
});
