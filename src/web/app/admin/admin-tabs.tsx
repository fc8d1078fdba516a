import type { ComponentType } from 'react';
import type { StaffArea } from '#shared/staff-roles.js';
import { OrdersAnalytics } from '#web/features/admin-analytics/components/orders-analytics.tsx';
import { AuditLog } from '#web/features/admin-audit/components/audit-log.tsx';
import { ClaimsScreen } from '#web/features/admin-claims/components/claims-screen.tsx';
import { CustomersScreen } from '#web/features/admin-customers/components/customers-screen.tsx';
import { DeliveryPlacesScreen } from '#web/features/admin-deliveries/components/delivery-places-screen.tsx';
import { AdminOrders } from '#web/features/admin-orders/components/admin-orders.tsx';
import { LowStockList } from '#web/features/admin-products/components/low-stock-list.tsx';
import { ProductManagement } from '#web/features/admin-products/components/product-management.tsx';
import { StockCount } from '#web/features/admin-products/components/stock-count.tsx';
import { ReviewsScreen } from '#web/features/admin-reviews/components/reviews-screen.tsx';
import { RunSheetScreen } from '#web/features/admin-run-sheet/components/run-sheet-screen.tsx';
import { NewSaleScreen } from '#web/features/admin-sales/components/new-sale-screen.tsx';
import { ShowroomDayScreen } from '#web/features/admin-showroom/components/showroom-day-screen.tsx';
import { UserManagement } from '#web/features/admin-users/components/user-management.tsx';
import { VoucherManagement } from '#web/features/admin-vouchers/components/voucher-management.tsx';

export interface AdminTab {
  id: string;
  label: string;
  /** The part of the shop the screen works on: the staff roles that open it (decision 0064). */
  area: StaffArea;
  Screen: ComponentType;
}

/** The dashboard: the owner's figures, then what is running out (each its own feature). */
function Dashboard() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <OrdersAnalytics />
      <LowStockList />
    </div>
  );
}

/** Counting stock, for the staff who may set it without editing products (issue 25). */
function StockScreen() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <LowStockList />
      <StockCount />
    </div>
  );
}

/**
 * The admin's navigation, in the spec's order (section 2: Products, Users, Analytics, Vouchers,
 * Orders), then the customers and the stock count of issue 25, the delivery places, the run sheet and the warranty
 * claims of issue 24 and the audit trail of issue 16. `id` is the `?tab=` of the address, so a
 * tab can be linked to and survives a reload.
 */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'products', label: 'Products', area: 'products', Screen: ProductManagement },
  { id: 'users', label: 'Users', area: 'users', Screen: UserManagement },
  { id: 'analytics', label: 'Analytics', area: 'analytics', Screen: Dashboard },
  { id: 'vouchers', label: 'Vouchers', area: 'vouchers', Screen: VoucherManagement },
  { id: 'orders', label: 'Orders', area: 'orders', Screen: AdminOrders },
  { id: 'customers', label: 'Customers', area: 'customers', Screen: CustomersScreen },
  { id: 'stock', label: 'Stock', area: 'stock', Screen: StockScreen },
  { id: 'deliveries', label: 'Deliveries', area: 'deliveries', Screen: DeliveryPlacesScreen },
  { id: 'run-sheet', label: 'Run sheet', area: 'deliveries', Screen: RunSheetScreen },
  { id: 'claims', label: 'Warranty claims', area: 'after-sales', Screen: ClaimsScreen },
  // Buyers' reviews held for moderation (issue 26, decision 0073).
  { id: 'reviews', label: 'Reviews', area: 'after-sales', Screen: ReviewsScreen },
  { id: 'showroom', label: 'Showroom visits', area: 'showroom', Screen: ShowroomDayScreen },
  // Selling in a showroom or by phone (decision 0067).
  { id: 'new-sale', label: 'New sale', area: 'showroom', Screen: NewSaleScreen },
  { id: 'audit', label: 'Audit trail', area: 'audit', Screen: AuditLog },
];
