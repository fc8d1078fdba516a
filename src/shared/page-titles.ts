import { shopInfo } from './shop-info.js';

/**
 * "{page} | 8etterSleep": the title the server writes into each page's HTML and the SPA sets as
 * the shopper moves around, from this one function, so the tab never changes once the app loads
 * and crawlers that run scripts read what the others read.
 */
export const pageTitle = (page: string) => `${page} | ${shopInfo.name}`;

/** The home page's name in its title. */
export const HOME_PAGE_NAME = 'Mattresses & Bedding in Singapore';
