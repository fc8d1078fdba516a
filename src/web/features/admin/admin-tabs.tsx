import type { ComponentType } from 'react';
import { ProductManagement } from '../admin-products/components/product-management';

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
];
