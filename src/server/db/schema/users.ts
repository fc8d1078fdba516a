import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '#shared/staff-roles.js';

/** Spec section 3, User. E-mails are stored trimmed and lower-cased, so a plain unique index is exact. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userid: uuid('userid').notNull().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    acctype: text('acctype', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Within the admins, what each may open (decision 0064); set exactly when acctype is admin. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    banned: boolean('banned').notNull().default(false),
    addressLine: text('address_line'),
    postalCode: text('postal_code'),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * When the owner proved they read this address (decision 0066); cleared when the address
     * changes. Guest orders placed with it are brought into the account only once it is set.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Consecutive failed password guesses at this address, shown to admins (spec section 3). The
     * lock itself lives in login_throttles, keyed by e-mail, so unknown addresses lock alike.
     */
    loginAttempts: integer('login_attempts').notNull().default(0),
    /**
     * No longer read or written (the lock moved to login_throttles). Kept so an instance of the
     * previous release still finds it during a rolling restart; drop it in the next release.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_userid_key').on(table.userid),
    check('users_acctype_check', sql`${table.acctype} in ('user', 'admin')`),
    check('users_staff_role_check', sql`${table.staffRole} in ('owner', 'store', 'catalogue')`),
    check(
      'users_staff_role_of_admins_check',
      sql`(${table.acctype} = 'admin') = (${table.staffRole} is not null)`,
    ),
    check('users_email_normalised_check', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

export type UserRow = typeof users.$inferSelect;
