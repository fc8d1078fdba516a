import { PASSWORD, postWithToken } from './support/accounts';
import { adminScreen, openAdmin, openAdminSection } from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { paidOrder } from './support/orders';
import { cloudPillow } from './support/products';
import { screenshotter } from './support/screenshots';

test('a customer reviews what was delivered from My Orders; staff approve it; it shows with its stars on the product page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A customer's and a staff member's browsers through five screens: longer than test.slow().
  test.setTimeout(150_000);
  const alerts = collectAlerts(page);
  const shot = screenshotter(page, testInfo);
  const { email } = await paidOrder(baseURL ?? '', 'reviewer');
  await postWithToken(page.request, '/api/auth/login', { email, password: PASSWORD });
  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { order_id: number }[];
  };
  const orderId = orders[0]?.order_id ?? 0;

  // The crew delivers it: My Orders offers the review.
  const admin = await adminApi(baseURL ?? '');
  for (const state of ['out_for_delivery', 'delivered']) {
    await admin.send('PUT', `/api/orders/admin/orders/${orderId}/delivery-state`, { state });
  }
  await admin.dispose();
  await page.goto('/orders');
  await page.getByRole('link', { name: `Review what you bought in order #${orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a review' }).click();

  // Sent empty: every problem at once, at its field.
  const form = page.getByRole('form', { name: `Review of ${cloudPillow.name}` });
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Send Review' }).click();
  await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
    'Choose from 1 to 5 stars.',
  );
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Give your review a title.');
  await expect(form.getByLabel('Your review')).toHaveAccessibleDescription(
    'Write at least 10 characters.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot('review-problems');

  const title = `Soft and cool ${testInfo.project.name} ${Date.now()}`;
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Keeps its shape through the night, and sleeps cool.');
  await form.getByLabel('How you sleep (optional)').selectOption({ label: 'Side sleeper' });
  await form.getByLabel('How firm it felt (optional)').selectOption({ label: 'Felt medium' });
  await form.getByLabel('Name shown with the review').fill('Wei L.');
  await form.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Thank you: your review is waiting for our team')).toBeVisible();
  await shot('review-sent');

  // Store staff approve it in the Reviews screen.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  const staffShot = screenshotter(staff, testInfo);
  await openAdmin(staff);
  await openAdminSection(staff, 'Reviews');
  const card = adminScreen(staff).getByRole('article', { name: title });
  await expect(card).toContainText('4 of 5 stars');
  await expect(card).toContainText('Side sleeper');
  // Rejecting needs a note, said at its field.
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByLabel(/^Note/)).toHaveAccessibleDescription(
    'Say why the review is rejected.',
  );
  expect(await seriousViolations(staff)).toEqual([]);
  await staffShot('moderation-queue');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // Approved, it takes a public reply of several lines; an empty one is said at its field.
  await adminScreen(staff).getByLabel('Show').selectOption({ label: 'Approved' });
  const approved = adminScreen(staff).getByRole('article', { name: title });
  const replyField = approved.getByLabel(/^Public reply/);
  await approved.getByRole('button', { name: 'Post reply' }).click();
  await expect(replyField).toHaveAccessibleDescription(/Write the reply\./);
  await replyField.fill('Thank you, Wei!\nEnjoy the cool nights.');
  await approved.getByRole('button', { name: 'Post reply' }).click();
  await expect(approved.getByRole('status')).toContainText('saved');
  await expect(approved.getByRole('button', { name: 'Remove reply' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staffShot('review-reply');
  await context.close();

  // The product page shows it, verified, with its stars, and names it in its structured data.
  await page.goto(`/product/${cloudPillow.id}`);
  await expect(page.getByRole('link', { name: /out of 5 stars from \d+ reviews?/ })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews from buyers' });
  const item = reviews.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Verified purchase');
  await expect(item).toContainText('4 out of 5 stars');
  await expect(item).toContainText('Wei L.');
  await expect(item).toContainText('Side sleeper · Felt medium');
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('\n')).toContain('"AggregateRating"');
  expect(structured.join('\n')).toContain(title);
  await expect(item).toContainText('Reply from 8etterSleep');
  await expect(item).toContainText('Enjoy the cool nights.');
  await item.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('product-reviews');

  // Filtered by sleeping position, kept in the address, so a shared link shows the same list.
  const filters = reviews.getByRole('group', { name: 'Show reviews from' });
  await filters.getByRole('button', { name: /^Back sleepers/ }).click();
  await expect(page).toHaveURL(/sleepPosition=back/);
  await expect(item).toHaveCount(0);
  await filters.getByRole('button', { name: /^Side sleepers/ }).click();
  await expect(page).toHaveURL(/sleepPosition=side/);
  await expect(item).toBeVisible();
  await page.goto(`/product/${cloudPillow.id}?sleepPosition=side`);
  await expect(filters.getByRole('button', { name: /^Side sleepers/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item).toBeVisible();
  await filters.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('product-reviews-side-sleepers');

  // Its author edits it from My Orders: prefilled, then back to moderation and off the page.
  await page.goto('/orders');
  await page.getByRole('link', { name: `Review what you bought in order #${orderId}` }).click();
  await page.getByRole('button', { name: 'Edit your review' }).click();
  const editing = page.getByRole('form', { name: `Edit your review of ${cloudPillow.name}` });
  await expect(editing.getByLabel('Title')).toHaveValue(title);
  await expect(editing.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await editing.getByLabel('Your review').fill('');
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editing.getByLabel('Your review')).toHaveAccessibleDescription(
    'Write at least 10 characters.',
  );
  const edited = `${title} (edited)`;
  await editing.getByLabel('Title').fill(edited);
  await editing.getByLabel('Your review').fill('Still cool, a little softer than I hoped.');
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are sent' })).toBeVisible();
  await expect(page.getByText('Thank you: your review is waiting for our team')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('review-edited');
  await page.goto(`/product/${cloudPillow.id}`);
  await expect(reviews.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(reviews.getByRole('heading', { name: edited })).toHaveCount(0);
  expect(alerts).toEqual([]);
});
