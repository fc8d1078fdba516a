import { collectionSlug, MATTRESS_COLLECTIONS } from '#shared/constants.js';

/** Every menu of the shop (top bar, mobile menu, footer) draws its links from these lists. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const productLinks: NavLinkItem[] = [
  { label: 'Mattresses', to: '/mattress' },
  { label: 'Accessories', to: '/accessories' },
];

export const collectionLinks: NavLinkItem[] = MATTRESS_COLLECTIONS.map((collection) => ({
  label: collection,
  to: `/products/collection/${collectionSlug(collection)}`,
}));

export const shopLinks: NavLinkItem[] = [
  { label: 'All Products', to: '/products/all' },
  ...collectionLinks,
  { label: 'Accessories', to: '/products/collection/accessories' },
];

export const supportLinks: NavLinkItem[] = [
  { label: 'Warranty', to: '/warranty' },
  { label: 'Delivery & Services', to: '/delivery' },
  { label: 'FAQ', to: '/faq' },
];

export const companyLinks: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
];
