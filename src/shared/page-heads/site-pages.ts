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

const FINDER: SitePage = {
  page: 'Mattress Finder',
  description:
    'Answer a few questions on how you sleep, your build, the feel you like and your budget, and get the 8etterSleep mattresses that suit you, with the reasons why.',
};

const COMPARE: SitePage = {
  page: 'Compare Mattresses',
  description:
    'Up to three 8etterSleep mattresses side by side: prices by size, firmness, height, layers, materials and warranty.',
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

/** A route's parameters, as its path pattern names them (`:slug`). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * The facts of a storefront page that needs no database, which its route declares by name
 * (`sitePageHandle` in src/web/app/routes.tsx): its path pattern, its head, and its addresses in
 * sitemap.xml. A new page is one entry here, named by its one route.
 */
export interface SitePageFacts {
  /** The route's path, as src/shared/paths.ts spells it (`:name` for a parameter). */
  path: string;
  head: (params: PageParams) => PageMeta;
  /** Its addresses in sitemap.xml: none for a page search engines reach through others. */
  sitemap: readonly string[];
}

const information = (path: string, page: SitePage): SitePageFacts => ({
  path,
  head: () => website(page, path),
  sitemap: [path],
});

// Each page's facts, by the name its route declares them with.
const SITE_PAGE_FACTS = {
  home: {
    path: pagePaths.home,
    // The hero picture is the home page's largest paint (src/web/features/home/components/hero.tsx).
    head: () => ({ ...website(HOME, pagePaths.home), preloadImages: HERO_IMAGES }),
    sitemap: [pagePaths.home],
  },
  allProducts: {
    path: pagePaths.allProducts,
    head: () => website(ALL_PRODUCTS, pagePaths.allProducts),
    sitemap: [pagePaths.allProducts],
  },
  collection: {
    path: pagePaths.collection(':slug'),
    head: ({ slug = '' }) => {
      const collection = collectionFromSlug(slug);
      return collection ? collectionPage(collection) : unindexedMeta('Unknown collection');
    },
    sitemap: COLLECTIONS.map(collectionPath),
  },
  // /products/accessory lists what the accessories collection lists: one canonical address.
  accessories: {
    path: pagePaths.accessories,
    head: () => collectionPage('Accessories'),
    sitemap: [],
  },
  search: {
    path: pagePaths.search(),
    head: () => website(SEARCH, pagePaths.search()),
    sitemap: [],
  },
  finder: {
    path: pagePaths.mattressFinder,
    head: () => website(FINDER, pagePaths.mattressFinder),
    sitemap: [pagePaths.mattressFinder],
  },
  compare: {
    path: pagePaths.compare(),
    head: () => website(COMPARE, pagePaths.compare()),
    sitemap: [pagePaths.compare()],
  },
  about: information(pagePaths.about, {
    page: 'About Us',
    description: `Who we are: a Singapore mattress and bedding company designing for our climate and homes, with showrooms in Ubi and Tampines open daily. ${shopInfo.tagline}`,
  }),
  contact: information(pagePaths.contact, {
    page: 'Contact Us',
    description: `Our showrooms in Ubi and Tampines are open daily from 11:00am: come and try every mattress. Or call ${shopInfo.contactPhone}, or e-mail ${shopInfo.contactEmail}.`,
  }),
  warranty: information(pagePaths.warranty, {
    page: 'Warranty',
    description:
      'Every mattress has a 10-year limited warranty: free repair or replacement in years 0–2, a pro-rated cost from year 3. See what is covered and what is not.',
  }),
  delivery: information(pagePaths.delivery, {
    page: 'Delivery & Services',
    description:
      'Delivery Monday to Saturday, 10am–6pm, in three time windows, plus redelivery, same-day delivery, disposal and shifting services with their prices in S$.',
  }),
  faq: information(pagePaths.faq, {
    page: 'FAQ',
    description:
      'Answers on choosing a mattress, delivery times and charges, the 10-year warranty, inspections and caring for your mattress, from the 8etterSleep team.',
  }),
  sizeGuide: information(pagePaths.sizeGuide, {
    page: 'Size Guide',
    description:
      "Singapore's bed sizes in cm: Single 91 x 190, Super Single 107 x 190, Queen 152 x 190 and King 183 x 190, and how to choose the one that fits your frame.",
  }),
} satisfies Record<string, SitePageFacts>;

export type SitePageName = keyof typeof SITE_PAGE_FACTS;
/** The storefront's pages without a database read, in the order sitemap.xml lists them. */
export const SITE_PAGES: Readonly<Record<SitePageName, SitePageFacts>> = SITE_PAGE_FACTS;

/** Pages shown to everyone and listed in the sitemap, beside the products: as their pages declare. */
export const SITEMAP_PATHS: readonly string[] = Object.values(SITE_PAGES).flatMap(
  ({ sitemap }) => sitemap,
);

/** The parameters of `pathname` if it is the page at `path` (`:name` segments match any one). */
function matchPath(path: string, pathname: string): PageParams | undefined {
  const expected = path.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const given = actual[index] ?? '';
    if (segment.startsWith(':') && given !== '') params[segment.slice(1)] = given;
    else if (segment !== given) return undefined;
  }
  return params;
}

/**
 * The head of the site page at a path, for the server when it has no renderer to match the app's
 * routes (a build without dist/ssr): undefined for paths no site page has.
 */
export function sitePageMetaAt(pathname: string): PageMeta | undefined {
  for (const { path, head } of Object.values(SITE_PAGES)) {
    const params = matchPath(path, pathname);
    if (params) return head(params);
  }
  return undefined;
}
