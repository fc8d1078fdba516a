import { randomBytes } from 'node:crypto';
import { expectNoPageOverflow, openAdmin } from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { screenshotter } from './support/screenshots';

/** A visible mattress of its own, with no build given yet. */
async function newMattress(baseURL: string): Promise<{ id: number; name: string }> {
  const name = `Specs Hybrid ${randomBytes(3).toString('hex')}`;
  const admin = await adminApi(baseURL);
  const { productId } = (await admin.send('POST', '/api/products/create', {
    name,
    price: 1499,
    collection: 'Resort',
    stockQty: 4,
    firmness: 6,
  })) as { productId: number };
  await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: true });
  await admin.dispose();
  return { id: productId, name };
}

test('staff give a mattress its build and the product page shows it', async ({
  page,
  baseURL,
}, testInfo) => {
  // The admin form, two pages and three axe audits: slow on a shared machine.
  test.setTimeout(240_000);
  const alerts = collectAlerts(page);
  const shot = screenshotter(page, testInfo);
  const { id, name } = await newMattress(baseURL ?? '');

  // Nothing given: the page has no Specifications.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toHaveCount(0);

  await openAdmin(page);
  await page.getByLabel('Search products by name').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${name}` });
  const specs = editor.getByRole('form', { name: 'Specifications' });
  await expect(specs.getByText('No layers given.')).toBeVisible();

  // Every problem at once, each at its own box.
  await specs.getByLabel('Height (cm)').fill('0');
  await specs.getByRole('button', { name: 'Add layer' }).click();
  await specs.getByRole('button', { name: 'Add layer' }).click();
  await specs.getByLabel('Layer 2 thickness (cm)').fill('150');
  await specs.getByRole('button', { name: 'Save specifications' }).click();
  await expect(specs.getByText(/^Height must be a number/)).toBeVisible();
  await expect(specs.getByText('Layer material is required.')).toHaveCount(2);
  await expect(specs.getByText(/^Layer thickness must be a number/)).toHaveCount(2);
  await specs.scrollIntoViewIfNeeded();
  await shot('specs-form-errors');
  expect(await seriousViolations(page)).toEqual([]);

  await specs.getByLabel('Height (cm)').fill('30');
  await specs.getByLabel('Layer 1 material').fill('Pocket springs');
  await specs.getByLabel('Layer 1 thickness (cm)').fill('20');
  await specs.getByLabel('Layer 2 material').fill('Cooling gel foam');
  await specs.getByLabel('Layer 2 thickness (cm)').fill('5');
  // The gel foam goes on top.
  await specs.getByRole('button', { name: 'Move layer 2 up' }).click();
  await expect(specs.getByLabel('Layer 1 material')).toHaveValue('Cooling gel foam');
  await specs.getByLabel('Materials').fill('Gel memory foam\nSteel pocket springs');
  await specs.getByLabel('Certifications').fill('OEKO-TEX Standard 100');
  await specs.getByLabel('Care notes').fill('Rotate every three months.\nSpot-clean only.');
  await specs.getByRole('button', { name: 'Save specifications' }).click();
  await expect(specs.getByText('Specifications saved.')).toBeVisible();
  await shot('specs-form-saved');

  await page.goto(`/product/${id}`);
  const section = page.getByRole('region', { name: 'Specifications' });
  await expect(section.getByText('30 cm', { exact: true })).toBeVisible();
  const layers = section.getByRole('list', { name: 'Layers, top to bottom' }).getByRole('listitem');
  await expect(layers).toHaveText(['Cooling gel foam · 5 cm', 'Pocket springs · 20 cm']);
  await expect(section.getByText('Steel pocket springs')).toBeVisible();
  await expect(section.getByText('OEKO-TEX Standard 100')).toBeVisible();
  await expect(section.getByText('Spot-clean only.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectNoPageOverflow(page);
  await shot('product-specs');
  expect(await seriousViolations(page)).toEqual([]);
  expect(alerts).toEqual([]);
});
