/** The requests `npm run bench` loads; each later feature adds its hot paths here. */
export interface BenchFlow {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

export const benchFlows: BenchFlow[] = [
  { name: 'storefront product list', method: 'GET', path: '/api/products?visibleOnly=1' },
  { name: 'one product', method: 'GET', path: '/api/products/15' },
  // Pages rendered on the server with their catalogue data (decision 0010).
  { name: 'rendered home page', method: 'GET', path: '/' },
  { name: 'rendered product page', method: 'GET', path: '/product/15' },
];

/** What shoppers browse in a large catalogue, a page at a time: loaded as the catalogue grows. */
export const catalogueGrowthFlows: BenchFlow[] = [
  { name: 'list API', method: 'GET', path: '/api/products/page?limit=24' },
  { name: 'collection API', method: 'GET', path: '/api/products/page?collection=Hotel&limit=24' },
  { name: 'search API', method: 'GET', path: '/api/products/page?q=cooling%20latex&limit=24' },
  { name: 'list page', method: 'GET', path: '/products/all' },
  { name: 'collection page', method: 'GET', path: '/products/collection/hotel' },
  { name: 'search page', method: 'GET', path: '/search?q=cooling%20latex' },
];
