export * from './app-state.js';
export * from './auth.js';
export * from './cart.js';
export * from './catalog.js';
export * from './order-history.js';
export * from './orders.js';
export * from './uploads.js';
export * from './users.js';
