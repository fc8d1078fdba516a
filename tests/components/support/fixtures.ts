import { centsToDollars, dollarsToCents } from '#shared/money.js';
import type { Cart, CartItem } from '#shared/schemas/cart.js';
import type { Product } from '#shared/schemas/product.js';
import type { AdminUser } from '#shared/schemas/users.js';
import type { Voucher } from '#shared/schemas/voucher.js';

/** A bag line as GET /cart answers it; the Firm Hybrid in Queen unless told otherwise. */
export function cartLine(line: Partial<CartItem> = {}): CartItem {
  return {
    itemId: 7,
    productId: 14,
    name: 'Spinal Firm Hybrid',
    image: '/media/products/14/main.webp',
    sizeLabel: '152x190',
    sizeName: 'Queen',
    quantity: 1,
    unitPrice: 1799,
    maxQuantity: 5,
    lineLimit: 10,
    ...line,
  };
}

/** GET /cart for these lines, its totals worked out in cents as the server does. */
export function bagOf(items: CartItem[], voucher?: { code: string; discountCents: number }): Cart {
  const subtotalCents = items.reduce(
    (sum, item) => sum + dollarsToCents(item.unitPrice) * item.quantity,
    0,
  );
  const discountCents = voucher?.discountCents ?? 0;
  return {
    cartId: items.length > 0 ? 3 : null,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: centsToDollars(subtotalCents),
    subtotalCents,
    discountCents,
    voucher_discount_cents: discountCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
    voucher: voucher ? { code: voucher.code } : null,
    notice: null,
  };
}

/** What every change of the bag answers (the bag is then read again). */
export const bagChanged = (message: string) => ({ body: { success: true, message } });

export const loggedOut = { body: { loggedIn: false, user: null } };

export const noAuditEntries = { body: { entries: [] } };

export function adminUser(user: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 42,
    userid: 'u-42',
    email: 'mei.ling@example.sg',
    name: 'Mei Ling',
    acctype: 'user',
    staff_role: null,
    banned: false,
    created_at: '2026-10-02T03:15:00.000Z',
    address_line: null,
    postal_code: null,
    stripe_customer_id: null,
    login_attempts: 0,
    ...user,
  };
}

export function voucher(fields: Partial<Voucher> = {}): Voucher {
  return {
    id: 9,
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    min_subtotal_cents: 0,
    used_count: 0,
    max_uses: 0,
    active: true,
    starts_at: null,
    expires_at: null,
    state: 'active',
    ...fields,
  };
}

/** A saved mattress with one size, as GET /products/{id} answers it. */
export function product(fields: Partial<Product> = {}): Product {
  return {
    productId: 14,
    name: 'Spinal Firm Hybrid',
    price: 1799,
    description: 'Zoned support.',
    collection: 'Spinal',
    dimensions: [
      {
        label: '152x190',
        sizeName: 'Queen',
        priceDelta: 0,
        stockQty: 4,
        availability: 'in_stock',
        reserved: null,
      },
    ],
    mainImage: null,
    gallery: [],
    stockQty: 4,
    availability: 'in_stock',
    reserved: null,
    isVisible: true,
    features: [],
    firmness: 8,
    specs: { heightCm: null, layers: [], materials: [], certifications: [], careNotes: '' },
    rating: null,
    ...fields,
  };
}
