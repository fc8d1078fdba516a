import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '#shared/schemas/cart.js';
import { CartPanel } from '#web/features/cart/components/cart-panel.tsx';
import { bagChanged, bagOf, cartLine, loggedOut } from './support/fixtures';
import { renderInApp } from './support/render-in-app';
import { refusal, stubServer } from './support/stub-server';

const firm = cartLine();
const pillow = cartLine({
  itemId: 8,
  productId: 20,
  name: 'Cooling Pillow',
  sizeLabel: null,
  sizeName: null,
  quantity: 2,
  unitPrice: 89.9,
});

/** The shop's bag at the far end: the routes read and change `state.bag`. */
function bagServer(bag: Cart, routes: Parameters<typeof stubServer>[0] = {}) {
  const state = { bag };
  const server = stubServer({
    'GET /auth/session': loggedOut,
    'GET /cart': () => ({ body: state.bag }),
    ...routes,
  });
  return { state, server };
}

/** The amount beside one line of the Order Summary, such as "Total". */
function summaryAmount(bag: HTMLElement, term: string): string | null | undefined {
  const summary = within(bag).getByRole('region', { name: 'Order Summary' });
  // A term's words may be split (the voucher's code is a span of its own).
  const dt = within(summary).getByText(
    (_, node) => node?.tagName === 'DT' && node.textContent === term,
  );
  return dt.nextElementSibling?.textContent;
}

async function openBag() {
  const rendered = renderInApp(<CartPanel open onClose={() => undefined} />);
  const bag = await screen.findByRole('dialog', { name: 'Shopping Bag' });
  // The summary shows once the bag has been read from the server.
  await within(bag).findByRole('region', { name: 'Order Summary' });
  return { ...rendered, bag };
}

describe('the shopping bag (spec sections 2, 4, 5 and 8)', () => {
  it('lists each line with its size, unit price and line price, and the totals', async () => {
    bagServer(bagOf([firm, pillow], { code: 'WELCOME10', discountCents: 19778 }));
    const { bag } = await openBag();

    const lines = within(bag).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [firmLine, pillowLine] = lines.map((line) => line.textContent);
    expect(firmLine).toContain('Spinal Firm Hybrid');
    expect(firmLine).toContain('Queen · 152x190');
    expect(firmLine).toContain('$1,799.00 each');
    expect(pillowLine).toContain('$89.90 each');
    expect(pillowLine).toContain('$179.80');
    expect(summaryAmount(bag, 'Subtotal')).toBe('$1,978.80');
    expect(summaryAmount(bag, 'Voucher (WELCOME10)')).toBe('−$197.78');
    expect(summaryAmount(bag, 'Total')).toBe('$1,781.02');
  });

  it('steps a quantity on the server and shows the bag it answers; 1 is the least', async () => {
    const { state, server } = bagServer(bagOf([firm]), {
      'PATCH /cart/items/7/increment': () => {
        state.bag = bagOf([{ ...firm, quantity: 2 }]);
        return bagChanged('Quantity increased.');
      },
    });
    const { bag, user } = await openBag();
    const decrease = within(bag).getByRole('button', { name: `Decrease quantity of ${firm.name}` });
    expect(decrease).toHaveProperty('disabled', true);

    await user.click(
      within(bag).getByRole('button', { name: `Increase quantity of ${firm.name}` }),
    );

    expect(await within(bag).findByRole('status', { name: 'Quantity: 2' })).toBeTruthy();
    expect(summaryAmount(bag, 'Total')).toBe('$3,598.00');
    expect(decrease).toHaveProperty('disabled', false);
    expect(server.sentTo('PATCH /cart/items/7/increment')).toHaveLength(1);
  });

  it('tells a refused step in its line, the server’s words first, never in a browser alert', async () => {
    bagServer(bagOf([firm]), {
      'PATCH /cart/items/7/increment': refusal(
        409,
        'Only 1 left in Queen. Your bag already has 1.',
        'not_enough_stock',
      ),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { bag, user } = await openBag();

    await user.click(
      within(bag).getByRole('button', { name: `Increase quantity of ${firm.name}` }),
    );

    const line = within(bag).getByRole('listitem');
    expect((await within(line).findByRole('alert')).textContent).toBe(
      'Only 1 left in Queen. Your bag already has 1.',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('says "Failed to increase quantity" when the server could not be reached', async () => {
    bagServer(bagOf([firm]), { 'PATCH /cart/items/7/increment': 'network down' });
    const { bag, user } = await openBag();

    await user.click(
      within(bag).getByRole('button', { name: `Increase quantity of ${firm.name}` }),
    );

    const line = within(bag).getByRole('listitem');
    expect((await within(line).findByRole('alert')).textContent).toBe(
      'Failed to increase quantity',
    );
  });

  it('says "Failed to remove item" in the line when Remove fails, until the next change', async () => {
    bagServer(bagOf([firm]), {
      'DELETE /cart/items/7': 'network down',
      'PATCH /cart/items/7/increment': () => bagChanged('Quantity increased.'),
    });
    const { bag, user } = await openBag();

    // jsdom joins "Remove" and the hidden name without the space a browser keeps.
    await user.click(within(bag).getByRole('button', { name: /^Remove\s*Spinal Firm Hybrid$/ }));
    const line = within(bag).getByRole('listitem');
    expect((await within(line).findByRole('alert')).textContent).toBe('Failed to remove item');

    await user.click(
      within(bag).getByRole('button', { name: `Increase quantity of ${firm.name}` }),
    );
    await vi.waitFor(() => expect(within(line).queryByRole('alert')).toBeNull());
  });

  it('turns "+" off at the stock with the stock beside it, and at the order limit says so', async () => {
    bagServer(
      bagOf([
        { ...firm, quantity: 3, maxQuantity: 3 },
        { ...pillow, maxQuantity: 10, quantity: 10 },
      ]),
    );
    const { bag } = await openBag();

    const more = (name: string) =>
      within(bag).getByRole('button', { name: `Increase quantity of ${name}` });
    expect(more(firm.name)).toHaveProperty('disabled', true);
    expect(more(firm.name).getAttribute('aria-describedby')).toBeTruthy();
    const [firmLine, pillowLine] = within(bag).getAllByRole('listitem');
    expect(firmLine?.textContent).toContain('Only 3 in stock');
    expect(more(pillow.name)).toHaveProperty('disabled', true);
    expect(pillowLine?.textContent).toContain('At most 10 per order');
  });

  it('leaves "+" on below the stock, with no note', async () => {
    bagServer(bagOf([{ ...firm, quantity: 2, maxQuantity: 3 }]));
    const { bag } = await openBag();

    expect(
      within(bag).getByRole('button', { name: `Increase quantity of ${firm.name}` }),
    ).toHaveProperty('disabled', false);
    expect(within(bag).getByRole('listitem').textContent).not.toContain('in stock');
  });

  it('says why a voucher code is refused, then applies a good one and shows its discount', async () => {
    const { state } = bagServer(bagOf([firm]), {
      'POST /cart/voucher': ({ body }) => {
        if ((body as { code: string }).code !== 'welcome10') {
          return refusal(400, 'This voucher code is not valid.', 'voucher_unknown');
        }
        state.bag = bagOf([firm], { code: 'WELCOME10', discountCents: 17990 });
        return bagChanged('Voucher WELCOME10 applied.');
      },
    });
    const { bag, user } = await openBag();
    const code = within(bag).getByLabelText('Voucher code');

    await user.type(code, 'NOPE');
    await user.click(within(bag).getByRole('button', { name: 'Apply' }));
    const refused = await within(bag).findByRole('alert');
    expect(refused.textContent).toBe('This voucher code is not valid.');

    await user.clear(code);
    await user.type(code, 'welcome10');
    await user.click(within(bag).getByRole('button', { name: 'Apply' }));

    expect(await within(bag).findByText('Voucher WELCOME10 applied.')).toBeTruthy();
    expect(within(bag).queryByRole('alert')).toBeNull();
    expect(summaryAmount(bag, 'Voucher (WELCOME10)')).toBe('−$179.90');
    expect(summaryAmount(bag, 'Total')).toBe('$1,619.10');
  });

  it('says "Failed to apply voucher" when the answer carries no reason', async () => {
    bagServer(bagOf([firm]), { 'POST /cart/voucher': { status: 502 } });
    const { bag, user } = await openBag();

    await user.type(within(bag).getByLabelText('Voucher code'), 'WELCOME10');
    await user.click(within(bag).getByRole('button', { name: 'Apply' }));

    expect((await within(bag).findByRole('alert')).textContent).toBe('Failed to apply voucher');
  });

  it('shows an empty bag with its message and a way back to shopping, and no summary', async () => {
    bagServer(bagOf([]));
    renderInApp(<CartPanel open onClose={() => undefined} />);
    const bag = await screen.findByRole('dialog', { name: 'Shopping Bag' });

    expect(await within(bag).findByText('Your bag is empty.')).toBeTruthy();
    expect(within(bag).getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    expect(within(bag).queryByRole('region', { name: 'Order Summary' })).toBeNull();
    expect(within(bag).queryByText('$0.00')).toBeNull();
    expect(within(bag).queryByLabelText('Voucher code')).toBeNull();
    expect(within(bag).queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
  });
});
