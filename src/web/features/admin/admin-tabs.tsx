import type { ComponentType } from 'react';
import { OrdersAnalytics } from '../admin-analytics/components/orders-analytics';
import { AdminOrders } from '../admin-orders/components/admin-orders';
import { ProductManagement } from '../admin-products/components/product-management';
import { UserManagement } from '../admin-users/components/user-management';
import { VoucherManagement } from '../admin-vouchers/components/voucher-management';

export interface AdminTab {
  id: string;
  label: string;
  Screen: ComponentType;
}

/**
 * The dashboard's sidebar, in the spec's order (section 2: Products, Users, Analytics, Vouchers,
 * Orders). Only tabs whose screens work are listed; each issue that builds a screen adds its tab.
 */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'products', label: 'Products', Screen: ProductManagement },
  { id: 'users', label: 'Users', Screen: UserManagement },
  { id: 'analytics', label: 'Analytics', Screen: OrdersAnalytics },
  { id: 'vouchers', label: 'Vouchers', Screen: VoucherManagement },
  { id: 'orders', label: 'Orders', Screen: AdminOrders },
];
