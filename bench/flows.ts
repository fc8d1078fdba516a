/** The requests `npm run bench` loads; each later feature adds its hot paths here. */
export interface BenchFlow {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

export const benchFlows: BenchFlow[] = [
  { name: 'storefront product list', method: 'GET', path: '/api/products?visibleOnly=1' },
  // Pages rendered on the server with their catalogue data (decision 0010).
  { name: 'rendered home page', method: 'GET', path: '/' },
  { name: 'rendered product page', method: 'GET', path: '/product/15' },
];
