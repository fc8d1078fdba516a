import {
  COLLECTIONS,
  type Collection,
  collectionFromSlug,
  collectionSlug,
} from '#shared/constants.js';
import { HERO_IMAGE_URL, HERO_IMAGES } from '#shared/image-layouts.js';
import { type IMAGE_WIDTHS, withImageWidth } from '#shared/images.js';
import { HOME_PAGE_NAME, pageTitle } from '#shared/page-titles.js';
import { pagePaths } from '#shared/paths.js';
import { shopInfo } from '#shared/shop-info.js';
import type { PageMeta } from './page-meta.js';

/** Preview images are asked for at the largest common width chat apps and crawlers show. */
export const PREVIEW_IMAGE_WIDTH = 1200 satisfies (typeof IMAGE_WIDTHS)[number];

/** A page's name as the SPA titles it, and what search results and link previews say about it. */
interface SitePage {
  page: string;
  description: string;
}

const HOME: SitePage = {
  page: HOME_PAGE_NAME,
  description: `${shopInfo.name} designs mattresses, pillows and bedding for Singapore homes. Free delivery, a 10 year warranty and two showrooms to try them in. ${shopInfo.tagline}`,
};

const ALL_PRODUCTS: SitePage = {
  page: 'All Products',
  description:
    'Every 8etterSleep mattress, pillow, topper and bed sheet in one place: the 8etterSleep, Hotel, Spinal, Prestige and Resort collections and accessories, priced in SGD.',
};

const SEARCH: SitePage = {
  page: 'Search',
  description:
    'Search 8etterSleep mattresses, pillows, toppers and bed linen by name, collection or feature, such as latex, cooling or firm.',
};

const COLLECTION_DESCRIPTIONS: Record<Collection, string> = {
  '8etterSleep':
    'The 8etterCare and 8etterFoam mattresses we design ourselves: firm and plush pocket-spring beds for Singapore homes, with free delivery and a 10-year warranty.',
  Hotel:
    'The crisp, supportive feel of a well-made hotel bed at home: pocket-spring Hotel mattresses in Single, Super Single, Queen and King, delivered free in Singapore.',
  Spinal:
    'Zoned-support Spinal mattresses that keep your back aligned, from medium to extra firm, for back and stomach sleepers. Free delivery and a 10-year warranty.',
  Prestige:
    'Our most luxurious mattresses: Euro tops, natural latex and two-tier pocket springs for deep, cushioned support. Try them at our Ubi and Tampines showrooms.',
  Resort:
    'Breathable Resort mattresses with pillow tops, cooling gel foam and cool-touch covers, for a holiday feel on warm Singapore nights.',
  Accessories:
    'Pillows, bolsters, mattress toppers, waterproof protectors and Tencel bed sheets to finish your bed, with islandwide delivery in Singapore.',
};

const INFORMATION_PAGES: Record<string, SitePage> = {
  [pagePaths.about]: {
    page: 'About Us',
    description: `Who we are: a Singapore mattress and bedding company designing for our climate and homes, with showrooms in Ubi and Tampines open daily. ${shopInfo.tagline}`,
  },
  [pagePaths.contact]: {
    page: 'Contact Us',
    description: `Our showrooms in Ubi and Tampines are open daily from 11:00am: come and try every mattress. Or call ${shopInfo.contactPhone}, or e-mail ${shopInfo.contactEmail}.`,
  },
  [pagePaths.warranty]: {
    page: 'Warranty',
    description:
      'Every mattress has a 10-year limited warranty: free repair or replacement in years 0–2, a pro-rated cost from year 3. See what is covered and what is not.',
  },
  [pagePaths.delivery]: {
    page: 'Delivery & Services',
    description:
      'Delivery Monday to Saturday, 10am–6pm, in three time windows, plus redelivery, same-day delivery, disposal and shifting services with their prices in S$.',
  },
  [pagePaths.faq]: {
    page: 'FAQ',
    description:
      'Answers on choosing a mattress, delivery times and charges, the 10-year warranty, inspections and caring for your mattress, from the 8etterSleep team.',
  },
};

const heroPreview = {
  image: withImageWidth(HERO_IMAGE_URL, PREVIEW_IMAGE_WIDTH),
  imageAlt: `${shopInfo.name} mattresses`,
  type: 'website',
} as const;

const website = ({ page, description }: SitePage, canonicalPath: string): PageMeta => ({
  title: pageTitle(page),
  description,
  ...heroPreview,
  canonicalPath,
});

/** A page search engines should leave out, titled as the SPA titles it (or as the home page). */
export const unindexedMeta = (page = HOME.page): PageMeta => ({
  title: pageTitle(page),
  description: HOME.description,
  ...heroPreview,
  noindex: true,
});

const collectionPath = (collection: Collection) => pagePaths.collection(collectionSlug(collection));

const collectionPage = (collection: Collection) =>
  website(
    { page: `${collection} Collection`, description: COLLECTION_DESCRIPTIONS[collection] },
    collectionPath(collection),
  );

/** Pages shown to everyone and listed in the sitemap, beside the products. */
export const SITEMAP_PATHS = [
  pagePaths.home,
  pagePaths.allProducts,
  ...COLLECTIONS.map(collectionPath),
  ...Object.keys(INFORMATION_PAGES),
];

/** The head of a page that needs no database: undefined for paths this table does not know. */
export function sitePageMeta(pathname: string): PageMeta | undefined {
  // The hero picture is the home page's largest paint (src/web/features/home/components/hero.tsx).
  if (pathname === pagePaths.home) {
    return {
      ...website(HOME, pagePaths.home),
      preloadImages: HERO_IMAGES,
    };
  }
  if (pathname === pagePaths.allProducts) return website(ALL_PRODUCTS, pathname);
  if (pathname === pagePaths.search()) return website(SEARCH, pathname);
  // /products/accessory lists what the accessories collection lists: one canonical address.
  if (pathname === pagePaths.accessories) return collectionPage('Accessories');
  const information = INFORMATION_PAGES[pathname];
  if (information) return website(information, pathname);
  const slug = /^\/products\/collection\/([^/]+)$/.exec(pathname)?.[1];
  if (slug === undefined) return undefined;
  const collection = collectionFromSlug(slug);
  return collection ? collectionPage(collection) : unindexedMeta('Unknown collection');
}
