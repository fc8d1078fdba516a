/**
 * The admin's API paths below API_BASE (products, images, sizes, features, orders, analytics,
 * users, vouchers), apart from the storefront's so the first page does not carry them.
 */

type Id = number | string;

export const createProductApiPath = '/products/create';
export const productVisibilityApiRoute = '/products/:id/visibility';
export const productsVisibilityApiPath = '/products/bulk-visibility';
export const productVisibilityApiPath = (productId: Id) => `/products/${productId}/visibility`;
export const productFeatureApiRoute = '/products/:id/features/:featureId';
export const productFeatureApiPath = (productId: Id, featureId: Id) =>
  `/products/${productId}/features/${featureId}`;
export const productImagesApiRoute = '/products/:id/images';
export const productImagesApiPath = (productId: Id) => `/products/${productId}/images`;
export const productImageApiRoute = '/products/:id/images/:imageId';
export const productImageApiPath = (productId: Id, imageId: Id) =>
  `/products/${productId}/images/${imageId}`;
export const productImageOrderApiRoute = '/products/:id/images/order';
export const productImageOrderApiPath = (productId: Id) => `/products/${productId}/images/order`;
export const productImageUploadApiRoute = '/products/:id/images/presign';
export const productImageUploadApiPath = (productId: Id) => `/products/${productId}/images/presign`;
export const productMainImageApiRoute = '/products/:id/main-image';
export const productMainImageApiPath = (productId: Id) => `/products/${productId}/main-image`;
export const productSizesApiRoute = '/products/:id/sizes';
export const productSizesApiPath = (productId: Id) => `/products/${productId}/sizes`;
export const productSizesBulkApiRoute = '/products/:id/sizes/bulk';
/** A product's build (issue 26): height, layers, materials, certifications, care notes. */
export const productSpecsApiRoute = '/products/:id/specs';
export const productSpecsApiPath = (productId: Id) => `/products/${productId}/specs`;
export const productSizesBulkApiPath = (productId: Id) => `/products/${productId}/sizes/bulk`;
export const productSizeApiRoute = '/products/:id/sizes/:label';
export const productSizeApiPath = (productId: Id, label: string) =>
  `/products/${productId}/sizes/${encodeURIComponent(label)}`;

export const adminOrdersApiPath = '/orders/admin/orders';
export const adminOrderItemsApiRoute = '/orders/admin/orders/:orderId/items';
export const adminOrderItemsApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/items`;
export const adminOrderStatusApiRoute = '/orders/admin/orders/:orderId/status';
export const adminOrderStatusesApiPath = '/orders/admin/orders/status';
export const adminOrderStatusApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/status`;
export const adminOrderDeliveryStateApiRoute = '/orders/admin/orders/:orderId/delivery-state';
export const adminOrderDeliveryStateApiPath = (orderId: Id) =>
  `/orders/admin/orders/${orderId}/delivery-state`;
export const adminOrderDeliveryApiRoute = '/orders/admin/orders/:orderId/delivery';
export const adminOrderDeliveryApiPath = (orderId: Id) =>
  `/orders/admin/orders/${orderId}/delivery`;
export const adminOrderRefundsApiRoute = '/orders/admin/orders/:orderId/refunds';
export const adminOrderRefundsApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/refunds`;
export const adminOrderNotesApiRoute = '/orders/admin/orders/:orderId/notes';
export const adminOrderNotesApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/notes`;
export const adminCustomersApiPath = '/admin/customers';
export const adminCustomerApiPath = '/admin/customers/detail';
export const adminCustomerNotesApiPath = '/admin/customers/notes';
export const adminCustomerDataApiPath = '/admin/customers/data';
/** The warranty claims queue (decision 0060). */
export const adminClaimsApiPath = '/warranty/admin/claims';
export const adminClaimStateApiRoute = '/warranty/admin/claims/:claimId/state';
export const adminClaimStateApiPath = (claimId: Id) => `/warranty/admin/claims/${claimId}/state`;
/** Reviews waiting for moderation, and approving or rejecting one (decision 0073). */
export const adminReviewsApiPath = '/admin/reviews';
export const adminReviewModerationApiRoute = '/admin/reviews/:reviewId/moderation';
export const adminReviewModerationApiPath = (reviewId: Id) =>
  `/admin/reviews/${reviewId}/moderation`;
/** Staff's public reply under an approved review: PUT writes or changes it, DELETE removes it. */
export const adminReviewReplyApiRoute = '/admin/reviews/:reviewId/reply';
export const adminReviewReplyApiPath = (reviewId: Id) => `/admin/reviews/${reviewId}/reply`;
/** The reports of the Analytics screen, each its own route. */
export const orderAnalyticsApiRoutes = {
  summary: '/analytics/orders/summary',
  daily: '/analytics/orders/daily',
  'top-products': '/analytics/orders/top-products',
  'to-fulfill': '/analytics/orders/to-fulfill',
  'sales.csv': '/analytics/orders/sales.csv',
};
export const orderAnalyticsApiPath = (report: string) => `/analytics/orders/${report}`;

export const usersApiPath = '/users';
export const userApiRoute = '/users/:id';
export const userApiPath = (userId: Id) => `/users/${userId}`;
export const userBanApiRoute = '/users/:id/ban';
export const userBanApiPath = (userId: Id) => `/users/${userId}/ban`;
export const vouchersApiPath = '/vouchers';
export const voucherApiRoute = '/vouchers/:id';
export const voucherApiPath = (voucherId: Id) => `/vouchers/${voucherId}`;
export const auditApiPath = '/admin/audit';
export const lowStockApiPath = '/admin/low-stock';
export const stockApiPath = '/admin/stock';
/** Where a local upload grant sends the image (no bucket configured: decision 9). */
export const localUploadApiRoute = '/uploads/*';
export const deliveryPlacesApiPath = '/admin/delivery-places';
export const deliveryDayPlacesApiPath = '/admin/delivery-places/day';
export const deliveryDefaultPlacesApiPath = '/admin/delivery-places/default';
export const adminDeliveryServiceApiRoute = '/admin/delivery-services/:code';
export const adminDeliveryServiceApiPath = (code: string) => `/admin/delivery-services/${code}`;
/** A day's deliveries, window by window, for the crews (issue 24). */
export const runSheetApiPath = '/admin/run-sheet';
/** A showroom's day of visits, closing a day and the slot settings (decision 0065). */
export const showroomDayApiPath = '/admin/showroom-visits';
export const visitOutcomeApiRoute = '/admin/showroom-visits/:visitId/outcome';
export const visitOutcomeApiPath = (visitId: Id) => `/admin/showroom-visits/${visitId}/outcome`;
export const showroomDayClosingApiPath = '/admin/showroom-days';
export const showroomSettingsApiPath = '/admin/showroom-settings';
/** Staff sell to a customer in a showroom or on the phone (decision 0067). */
export const staffSaleQuoteApiPath = '/admin/staff-sales/quote';
export const staffSalePaymentLinkApiPath = '/admin/staff-sales/payment-link';
export const staffSaleCounterApiPath = '/admin/staff-sales/counter-payment';
export const staffSaleCustomersApiPath = '/admin/staff-sales/customers';
export const staffSaleCustomerApiPath = '/admin/staff-sales/customer';
/** The newsletter's confirmed subscribers with their consent, as a CSV file (decision 0068). */
export const newsletterSubscribersCsvApiPath = '/admin/newsletter-subscribers.csv';
