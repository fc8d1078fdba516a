import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants.js';
import { idParamsSchema, oneLine } from './common.js';
import { voucherCodeSchema } from './voucher.js';

/** Spec section 3, Cart item; `unitPrice` is base + size delta in dollars, from the catalogue. */
export const cartItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  sizeLabel: z.string().nullable(),
  sizeName: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** The most this line may hold now: what is in stock, at most 99. */
  maxQuantity: z.number().int(),
  /**
   * The most one order may hold of it, whatever the stock: a line held back by this is at the
   * shop's limit, not out of stock, and the bag says which.
   */
  lineLimit: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Spec section 3, Cart (GET /cart). `subtotal` in dollars, the discount in cents under both of the
 * spec's names, all computed on the server from integer cents. `notice` says why the server changed
 * the bag on its own (a voucher taken off), once, until the next change.
 */
export const cartSchema = z.object({
  cartId: z.number().int().nullable(),
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  voucher_discount_cents: z.number().int(),
  totalCents: z.number().int(),
  voucher: z.object({ code: z.string() }).nullable(),
  notice: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemRequestSchema = z.object({
  productId: z
    .number({ error: 'Product id must be a number.' })
    .int('Product id must be a whole number.')
    .positive('Product id must be positive.')
    .max(2_147_483_647, 'Product id is too large.'),
  sizeLabel: oneLine(z.string({ error: 'Size must be text.' }).trim())
    .max(40, 'This size is not available for this product.')
    .nullable()
    .optional()
    .transform((label) => (label ? label : null)),
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(QUANTITY_MIN, `Quantity must be at least ${QUANTITY_MIN}.`)
    .max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}.`),
});
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

export const cartItemParamsSchema = idParamsSchema('Item');

export const applyVoucherRequestSchema = z.object({ code: voucherCodeSchema });

/** Every change of the bag answers with what happened; the browser then reloads the bag. */
export const cartChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
