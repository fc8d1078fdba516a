import { type SQL, sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/pg-core';
import { SALE_CHANNELS } from '#shared/sale-channels.js';
import { inList } from './sql-lists.js';
import { users } from './users.js';

/**
 * Where a sale was made and which member of staff made it (decision 0067), on a checkout and on
 * the order it becomes: the web shop's own are 'online' with no staff. The e-mail is kept beside
 * the id so the order still says who sold it after the account is gone.
 */
export function saleChannelColumns() {
  return {
    channel: text('channel', { enum: SALE_CHANNELS }).notNull().default('online'),
    /** One of shop-info.json's stores, exactly for a showroom sale. */
    showroomId: integer('showroom_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByEmail: text('created_by_email'),
  };
}

/** The channel is one of the list, and a showroom sale, and only it, names its showroom. */
export function saleChannelChecks(table: { channel: unknown; showroomId: unknown }): {
  channel: SQL;
  showroom: SQL;
} {
  return {
    channel: sql`${table.channel} in (${inList(SALE_CHANNELS)})`,
    showroom: sql`(${table.channel} = 'showroom') = (${table.showroomId} is not null)`,
  };
}
