import { PRODUCT_PAGE_SIZE } from '#shared/schemas/product.js';

/** A seeded product a journey uses: its id, its name as shoppers read it, its page and API paths. */
export interface SeededProduct {
  id: number;
  name: string;
  /** Its product page. */
  path: string;
  /** Its resource in the API, for reading it or routing its requests. */
  apiPath: string;
}

function seeded(id: number, name: string): SeededProduct {
  return { id, name, path: `/product/${id}`, apiPath: `/api/products/${id}` };
}

/*
 * The seed's two featured mattresses (the home page's firm and plush banners), named for what the
 * journeys do with them. Specs run side by side on one shop, so each product's stock has one
 * owner: whoever buys it; everyone else reads its stock from the shop instead of assuming it.
 */

/**
 * 8etterCare 1, the firm one: shoppers browse it and fill bags with it (home, product page, bag,
 * admin operations, which pays for one). Its stock moves under the other specs.
 */
export const firmMattress = seeded(15, '8etterCare 1');

/**
 * 8etterCare 2, the plush one: the checkout journeys buy it in Queen, the delivery journeys
 * (delivery-state.spec) in Super Single and the warranty claim in Single, each size's stock
 * enough for its owners' purchases over a run; no other spec counts its stock, so those purchases
 * disturb nobody.
 */
export const plushMattress = seeded(14, '8etterCare 2');

/** Hotel Grand: a mattress with no firmness panel. */
export const hotelGrand = seeded(1, 'Hotel Grand');

/**
 * Hotel Residence: seeded with no Queen left, so its Queen is the shop's out-of-stock size; its
 * Single's whole stock fits in one bag, so asking for one more is refused.
 */
export const hotelResidence = seeded(3, 'Hotel Residence');

/** Cloud Fibre Pillow: the first accessory of the strips, which adds with no size. */
export const cloudPillow = seeded(17, 'Cloud Fibre Pillow');

/** Waterproof Mattress Protector: an accessory whose own page leaves it out of its strip. */
export const mattressProtector = seeded(20, 'Waterproof Mattress Protector');

/**
 * How many cards a listing's first page shows for products the API counts: other specs add
 * products to the shared shop, so a listing can hold more than one page.
 */
export function firstPageCount(products: readonly unknown[]): number {
  return Math.min(products.length, PRODUCT_PAGE_SIZE);
}
