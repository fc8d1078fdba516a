// The orders module's public surface: other modules import only from here.
export { renderReceiptPdf } from './receipt-pdf.js';
export { findOrderItems, findOrderOfCheckout, insertOrder } from './repository.js';
export { deliverySentence, shippingAddress } from './shipping-address.js';
export { receiptFileName, receiptPath } from './urls.js';
