import type { ComponentType } from 'react';
import { OrdersAnalytics } from '#web/features/admin-analytics/components/orders-analytics.tsx';
import { AdminOrders } from '#web/features/admin-orders/components/admin-orders.tsx';
import { ProductManagement } from '#web/features/admin-products/components/product-management.tsx';
import { UserManagement } from '#web/features/admin-users/components/user-management.tsx';
import { VoucherManagement } from '#web/features/admin-vouchers/components/voucher-management.tsx';

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
