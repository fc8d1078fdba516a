/**
 * Staff roles within the spec's admin account type (issue 25, decision 0064). Every admin route
 * belongs to one area of the shop; a role opens the areas listed for it. The server refuses a
 * route outside the role, and the admin hides what the role cannot open, from this one table.
 */
export const STAFF_ROLES = ['owner', 'store', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  store: 'Store staff',
  catalogue: 'Catalogue',
};

export const STAFF_AREAS = [
  'users',
  'vouchers',
  'analytics',
  'audit',
  'products',
  'stock',
  'orders',
  'customers',
  'deliveries',
  'after-sales',
  'showroom',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  store: ['orders', 'customers', 'deliveries', 'after-sales', 'showroom', 'stock'],
  catalogue: ['products', 'stock'],
};

/** Whether a member of staff with this role may use any of the areas (null: not staff). */
export function mayUse(role: StaffRole | null | undefined, ...areas: StaffArea[]): boolean {
  if (!role) return false;
  return areas.some((area) => AREAS_OF[role].includes(area));
}

/** Which roles open an area: what the admin says when it refuses, and what tests walk. */
export function rolesFor(area: StaffArea): StaffRole[] {
  return STAFF_ROLES.filter((role) => AREAS_OF[role].includes(area));
}
