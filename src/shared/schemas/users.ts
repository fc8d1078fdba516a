import { z } from 'zod';
import { ROLES } from '../constants.js';
import { STAFF_ROLES } from '../staff-roles.js';
import { emailSchema } from './auth.js';
import { idParamsSchema, oneLine, optionalText } from './common.js';

/** Spec section 3, User, as the admin screen reads it: never the password hash or the lock. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  acctype: z.enum(ROLES),
  /** The admin's role within the staff (decision 0064); null for a customer. */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  banned: z.boolean(),
  created_at: z.string(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  stripe_customer_id: z.string().nullable(),
  login_attempts: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A plain array: the screen reads a list. */
export const adminUserListSchema = z.array(adminUserSchema);

export const USER_LIST_DEFAULT_LIMIT = 200;
export const USER_LIST_MAX_LIMIT = 500;

export const listUsersQuerySchema = z.object({
  includeBanned: z.enum(['0', '1']).optional(),
  /** Part of an e-mail or name, any case. */
  q: oneLine(z.string().trim()).max(254, 'Search is too long.').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1.')
    .max(USER_LIST_MAX_LIMIT, `limit must be at most ${USER_LIST_MAX_LIMIT}.`)
    .default(USER_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0, 'offset cannot be negative.').default(0),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userIdParamsSchema = idParamsSchema('User');

/**
 * Spec section 5, User edit: email required, role user or admin; an empty name is sent as null.
 * An admin's staff role, left out, stays as it is; an account made admin without one becomes an
 * owner, the spec's admin who may do everything (decision 0064).
 */
export const updateUserRequestSchema = z
  .object({
    name: optionalText(100, 'Name must be at most 100 characters.'),
    email: emailSchema,
    role: z.enum(ROLES, { error: 'Role must be user or admin.' }),
    staffRole: z
      .enum(STAFF_ROLES, { error: 'Staff role must be owner, store or catalogue.' })
      .optional(),
    /** Left out: the ban stays as it is. */
    banned: z.boolean({ error: 'Banned must be true or false.' }).optional(),
  })
  .refine((edit) => edit.role === 'admin' || edit.staffRole === undefined, {
    message: 'Only an admin has a staff role.',
    path: ['staffRole'],
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const banUserRequestSchema = z.object({
  banned: z.boolean({ error: 'Banned must be true or false.' }),
});

export const userUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
