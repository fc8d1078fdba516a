import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product.js';
import { ProductFormDialog } from '#web/features/admin-products/components/product-form-dialog.tsx';
import { ProductManagement } from '#web/features/admin-products/components/product-management.tsx';
import { SizesSection } from '#web/features/admin-products/components/sizes-section.tsx';
import { problemOf } from './support/field-problem';
import { product } from './support/fixtures';
import { renderInApp } from './support/render-in-app';
import { refusal, stubServer } from './support/stub-server';

/** A pillow without sizes: its stock is kept on the product, in the list's own box. */
const pillow = product({
  productId: 20,
  name: 'Cooling Pillow',
  collection: 'Accessories',
  dimensions: [],
  stockQty: 12,
  firmness: null,
});

async function openProductList(products: Product[], routes: Parameters<typeof stubServer>[0]) {
  const server = stubServer({
    'GET /products': { body: products },
    'GET /admin/low-stock': { body: { threshold: 3, items: [] } },
    ...routes,
  });
  const rendered = renderInApp(<ProductManagement />);
  await screen.findByRole('list', { name: 'Products' });
  return { ...rendered, server };
}

describe('one failure path: the query client alerts what each query and change names (spec section 8)', () => {
  it('a refused switch flips back and says "Failed to update visibility" when there are no server words', async () => {
    const { user } = await openProductList([pillow], {
      'PUT /products/20/visibility': 'network down',
    });
    const shown = screen.getByRole('switch', { name: 'Show Cooling Pillow in the shop' });

    await user.click(shown);

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Failed to update visibility');
    expect(shown.getAttribute('aria-checked')).toBe('true');
  });

  it('a refused stock change says why, the server’s words first', async () => {
    const { user, server } = await openProductList([pillow], {
      'PUT /products/20': refusal(409, 'Stock cannot go below what is held in open orders.'),
    });
    const stock = screen.getByRole('spinbutton', { name: 'Stock of Cooling Pillow' });

    await user.clear(stock);
    await user.type(stock, '2{Enter}');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Stock cannot go below what is held in open orders.');
    expect(server.sentTo('PUT /products/20')[0]?.body).toMatchObject({ stockQty: 2 });
  });

  it('a size the server refuses at a field is shown at that field, not in a toast', async () => {
    const message = 'Dimension should look like 200x120 or 200x120x25';
    stubServer({
      'POST /products/14/sizes': {
        status: 400,
        body: { message: `label: ${message}`, errors: [{ msg: message, path: 'label' }] },
      },
    });
    const { user } = renderInApp(<SizesSection product={product()} />);
    const addSize = screen.getByRole('form', { name: 'Add size' });
    await user.type(within(addSize).getByLabelText('Dimension'), '183x190');
    await user.selectOptions(within(addSize).getByLabelText('Size name'), 'King');

    await user.click(within(addSize).getByRole('button', { name: 'Add size' }));

    const dimension = within(addSize).getByLabelText('Dimension');
    await expect.poll(() => problemOf(dimension)).toBe(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('any other refusal of a size is a toast with the server’s words', async () => {
    stubServer({
      'POST /products/14/sizes': refusal(409, 'This product already has size 152x190.'),
    });
    const { user } = renderInApp(<SizesSection product={product()} />);
    const addSize = screen.getByRole('form', { name: 'Add size' });
    await user.type(within(addSize).getByLabelText('Dimension'), '152x190');
    await user.selectOptions(within(addSize).getByLabelText('Size name'), 'Queen');

    await user.click(within(addSize).getByRole('button', { name: 'Add size' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('This product already has size 152x190.');
    expect(problemOf(within(addSize).getByLabelText('Dimension'))).toBeUndefined();
  });

  it('a product that cannot be loaded says so in the form, not again in a toast', async () => {
    stubServer({ 'GET /products/14': refusal(404, 'Product not found') });
    renderInApp(
      <ProductFormDialog
        target={{ mode: 'edit', productId: 14 }}
        onSaved={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });

    await within(dialog).findByText('Product not found');
    // The query client's alert loads its code on the first failure: once loaded, it has spoken.
    await import('#web/lib/alert-failure.ts');
    const said = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(said).toEqual(['Product not found']);
  });
});
