// The catalog module's public surface: other modules import only from here.
export { findProduct } from './repository.js';
export {
  getProduct,
  listVisibleProductDates,
  toFeatureResponse,
  toProductResponse,
} from './service.js';
