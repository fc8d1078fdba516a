// The checkout module's public surface: other modules import only from here.
export type { CheckoutContext } from './checkout-context.js';
export { completeCheckout } from './fulfilment.js';
export { findCheckoutByProviderId } from './repository.js';
