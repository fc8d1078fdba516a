import { collectionSlug, MATTRESS_COLLECTIONS } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';

/** Every menu of the shop (top bar, mobile menu, footer) draws its links from these lists. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const productLinks: NavLinkItem[] = [
  { label: 'Mattresses', to: pagePaths.mattresses },
  { label: 'Accessories', to: pagePaths.accessoriesShortcut },
];

export const collectionLinks: NavLinkItem[] = MATTRESS_COLLECTIONS.map((collection) => ({
  label: collection,
  to: pagePaths.collection(collectionSlug(collection)),
}));

export const shopLinks: NavLinkItem[] = [
  { label: 'All Products', to: pagePaths.allProducts },
  ...collectionLinks,
  { label: 'Accessories', to: pagePaths.collection(collectionSlug('Accessories')) },
  { label: 'Mattress Finder', to: pagePaths.mattressFinder },
  { label: 'Compare Mattresses', to: pagePaths.compare() },
];

export const supportLinks: NavLinkItem[] = [
  { label: 'Warranty', to: pagePaths.warranty },
  { label: 'Delivery & Services', to: pagePaths.delivery },
  { label: 'FAQ', to: pagePaths.faq },
  { label: 'Size Guide', to: pagePaths.sizeGuide },
  { label: 'Book a showroom visit', to: pagePaths.bookVisit },
];

export const companyLinks: NavLinkItem[] = [
  { label: 'About Us', to: pagePaths.about },
  { label: 'Contact Us', to: pagePaths.contact },
];
