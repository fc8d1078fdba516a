import type { ComponentType } from 'react';
import { OrdersAnalytics } from '#web/features/admin-analytics/components/orders-analytics.tsx';
import { AuditLog } from '#web/features/admin-audit/components/audit-log.tsx';
import { ClaimsScreen } from '#web/features/admin-claims/components/claims-screen.tsx';
import { DeliveryPlacesScreen } from '#web/features/admin-deliveries/components/delivery-places-screen.tsx';
import { AdminOrders } from '#web/features/admin-orders/components/admin-orders.tsx';
import { LowStockList } from '#web/features/admin-products/components/low-stock-list.tsx';
import { ProductManagement } from '#web/features/admin-products/components/product-management.tsx';
import { RunSheetScreen } from '#web/features/admin-run-sheet/components/run-sheet-screen.tsx';
import { UserManagement } from '#web/features/admin-users/components/user-management.tsx';
import { VoucherManagement } from '#web/features/admin-vouchers/components/voucher-management.tsx';

export interface AdminTab {
  id: string;
  label: string;
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

/**
 * The admin's navigation, in the spec's order (section 2: Products, Users, Analytics, Vouchers,
 * Orders), then the delivery places, the run sheet and the warranty claims of issue 24 and the audit trail of issue 16. `id` is the `?tab=` of the address, so a tab can be
 * linked to and survives a reload.
 */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'products', label: 'Products', Screen: ProductManagement },
  { id: 'users', label: 'Users', Screen: UserManagement },
  { id: 'analytics', label: 'Analytics', Screen: Dashboard },
  { id: 'vouchers', label: 'Vouchers', Screen: VoucherManagement },
  { id: 'orders', label: 'Orders', Screen: AdminOrders },
  { id: 'deliveries', label: 'Deliveries', Screen: DeliveryPlacesScreen },
  { id: 'run-sheet', label: 'Run sheet', Screen: RunSheetScreen },
  { id: 'claims', label: 'Warranty claims', Screen: ClaimsScreen },
  { id: 'audit', label: 'Audit trail', Screen: AuditLog },
];
