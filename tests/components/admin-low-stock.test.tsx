import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductManagement } from '#web/features/admin-products/components/product-management.tsx';
import { product } from './support/fixtures';
import { renderInApp } from './support/render-in-app';
import { stubServer } from './support/stub-server';

const hybrid = product();
const pillow = product({ productId: 20, name: 'Cooling Pillow', dimensions: [], stockQty: 30 });

/** A low line as GET /admin/low-stock answers it. */
const low = (sizeName: string, sizeLabel: string, stockQty: number, summary: string) => ({
  productId: hybrid.productId,
  name: hybrid.name,
  sizeName,
  sizeLabel,
  stockQty,
  isVisible: true,
  waiting: 0,
  summary,
});

describe('Product Management’s low stock filter', () => {
  it('keeps the products with a low size and names each low size with what is left', async () => {
    stubServer({
      'GET /products': { body: [hybrid, pillow] },
      'GET /admin/low-stock': {
        body: {
          threshold: 3,
          items: [
            low('King', '183x190', 0, 'King 183x190: out of stock'),
            low('Queen', '152x190', 2, 'Queen 152x190: 2 left'),
          ],
        },
      },
    });
    const { user } = renderInApp(<ProductManagement />);
    const list = await screen.findByRole('list', { name: 'Products' });

    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain(
      'Low stock: King 183x190: out of stock · Queen 152x190: 2 left',
    );
  });
});
