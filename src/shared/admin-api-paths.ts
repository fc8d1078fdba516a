/**
 * The admin's API paths below API_BASE (products, images, sizes, features, orders, analytics,
 * users, vouchers), apart from the storefront's so the first page does not carry them.
 */

type Id = number | string;

export const createProductApiPath = '/products/create';
export const productVisibilityApiPath = (productId: Id) => `/products/${productId}/visibility`;
export const productFeatureApiPath = (productId: Id, featureId: Id) =>
  `/products/${productId}/features/${featureId}`;
export const productImagesApiPath = (productId: Id) => `/products/${productId}/images`;
export const productImageApiPath = (productId: Id, imageId: Id) =>
  `/products/${productId}/images/${imageId}`;
export const productImageOrderApiPath = (productId: Id) => `/products/${productId}/images/order`;
export const productImageUploadApiPath = (productId: Id) => `/products/${productId}/images/presign`;
export const productMainImageApiPath = (productId: Id) => `/products/${productId}/main-image`;
export const productSizesApiPath = (productId: Id) => `/products/${productId}/sizes`;
export const productSizesBulkApiPath = (productId: Id) => `/products/${productId}/sizes/bulk`;
export const productSizeApiPath = (productId: Id, label: string) =>
  `/products/${productId}/sizes/${encodeURIComponent(label)}`;

export const adminOrdersApiPath = '/orders/admin/orders';
export const adminOrderItemsApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/items`;
export const adminOrderStatusApiPath = (orderId: Id) => `/orders/admin/orders/${orderId}/status`;
export const orderAnalyticsApiPath = (report: string) => `/analytics/orders/${report}`;

export const usersApiPath = '/users';
export const userApiPath = (userId: Id) => `/users/${userId}`;
export const userBanApiPath = (userId: Id) => `/users/${userId}/ban`;
export const vouchersApiPath = '/vouchers';
export const voucherApiPath = (voucherId: Id) => `/vouchers/${voucherId}`;
export const auditApiPath = '/admin/audit';
export const lowStockApiPath = '/admin/low-stock';
