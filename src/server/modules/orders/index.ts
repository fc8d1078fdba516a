// The orders module's public surface: other modules import only from here.
export { orderConfirmationMail } from './order-mails.js';
export { renderReceiptPdf } from './receipt-pdf.js';
export { findOrderItems, findOrderOfCheckout, insertOrder } from './repository.js';
export { orderMailLinks, receiptFileName, receiptPath } from './urls.js';
