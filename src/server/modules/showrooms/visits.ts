import type { Executor } from '#server/db/client.js';
import type { ShowroomVisitRow, VisitMattress } from '#server/db/schema/index.js';
import { HttpError, type ListedProblem, NotFoundError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import { getProduct } from '#server/modules/catalog/index.js';
import { MATTRESS_COLLECTIONS } from '#shared/constants.js';
import { visitLinkPath } from '#shared/paths.js';
import {
  type BookVisit,
  VISIT_MESSAGES,
  type Visit,
  type VisitSlot,
} from '#shared/schemas/showroom-visits.js';
import { addDays, shopDay } from '#shared/time.js';
import type { ShowroomsContext } from './context.js';
import { takeVisitSlot } from './slots.js';
import { visitBookedMail, visitCancelledMail } from './visit-mails.js';
import { toVisit, visitNotice } from './visit-view.js';
import { findVisitByLink, insertVisit, lockVisit, updateVisit } from './visits-repository.js';

// A shopper books a showroom visit, and moves or cancels it with the link mailed to them
// (issue 25, decision 0065).

/** The mattresses to try, as the catalogue names them; a missing or hidden one is a problem. */
async function mattressesOf(
  db: Executor,
  ids: number[],
  now: Date,
): Promise<{ mattresses: VisitMattress[]; problems: ListedProblem[] }> {
  const mattresses: VisitMattress[] = [];
  for (const productId of new Set(ids)) {
    const product = await getProduct(db, productId, { includeHidden: false, now }).catch(
      () => undefined,
    );
    if (!product || !(MATTRESS_COLLECTIONS as readonly string[]).includes(product.collection)) {
      return {
        mattresses,
        problems: [{ msg: VISIT_MESSAGES.unknownMattress, path: 'mattressIds' }],
      };
    }
    mattresses.push({ productId, name: product.name });
  }
  return { mattresses, problems: [] };
}

/**
 * A visit booked for tomorrow counts as reminded: its confirmation has just gone, and a second
 * mail minutes later would say nothing new.
 */
const remindedAtFor = (day: string, now: Date) => (day === addDays(shopDay(now), 1) ? now : null);

const linkOf = (ctx: ShowroomsContext, token: string) => `${ctx.publicUrl}${visitLinkPath(token)}`;

/** POST /showroom-visits: the place taken under the day's lock, the visit written and mailed. */
export async function bookVisit(ctx: ShowroomsContext, input: BookVisit): Promise<Visit> {
  const now = ctx.clock.now();
  const { mattresses, problems } = await mattressesOf(ctx.db, input.mattressIds, now);
  const token = randomToken();
  const visit = await ctx.db.transaction(async (tx) => {
    const slot = await takeVisitSlot(tx, input, now, problems);
    const row = await insertVisit(tx, {
      showroomId: input.showroomId,
      day: input.date,
      startMinute: input.start,
      slotMinutes: slot.slotMinutes,
      startsAt: slot.startsAt,
      name: input.name,
      phone: input.phone,
      email: input.email,
      mattresses,
      linkHash: hashToken(token),
      remindedAt: remindedAtFor(input.date, now),
      createdAt: now,
      updatedAt: now,
    });
    await ctx.mailer.enqueue({ to: row.email, ...visitBookedMail(row, linkOf(ctx, token)) }, tx);
    return row;
  });
  return toVisit(visit, now);
}

const linkRefused = () => new NotFoundError(VISIT_MESSAGES.link);

async function visitOfLink(ctx: ShowroomsContext, token: string): Promise<ShowroomVisitRow> {
  const visit = await findVisitByLink(ctx.db, hashToken(token));
  if (!visit) throw linkRefused();
  return visit;
}

/** GET /showroom-visits/link: the visit, with what the link may still do. */
export async function visitByLink(ctx: ShowroomsContext, token: string): Promise<Visit> {
  return toVisit(await visitOfLink(ctx, token), ctx.clock.now());
}

function refuseUnlessChangeable(visit: ShowroomVisitRow | undefined, now: Date): ShowroomVisitRow {
  if (!visit) throw linkRefused();
  const notice = visitNotice(visit, now);
  if (notice) throw new HttpError(409, notice, 'visit_change_refused');
  return visit;
}

/** POST /showroom-visits/link/cancel: gives the place back and mails the visitor. */
export async function cancelVisit(ctx: ShowroomsContext, token: string): Promise<Visit> {
  const now = ctx.clock.now();
  const found = await visitOfLink(ctx, token);
  const visit = await ctx.db.transaction(async (tx) => {
    refuseUnlessChangeable(await lockVisit(tx, found.id), now);
    const row = await updateVisit(tx, found.id, {
      state: 'cancelled',
      sequence: found.sequence + 1,
      updatedAt: now,
    });
    await ctx.mailer.enqueue({ to: row.email, ...visitCancelledMail(row) }, tx);
    return row;
  });
  return toVisit(visit, now);
}

/**
 * POST /showroom-visits/link/move: a new slot taken as a booking takes one (its own place not
 * counted), the visit moved and mailed again with its calendar file; the link stays the same.
 */
export async function moveVisit(
  ctx: ShowroomsContext,
  token: string,
  slot: VisitSlot,
): Promise<Visit> {
  const now = ctx.clock.now();
  const found = await visitOfLink(ctx, token);
  refuseUnlessChangeable(found, now);
  const visit = await ctx.db.transaction(async (tx) => {
    // The day's lock first, then the row's, as every booking and staff change takes them.
    const taken = await takeVisitSlot(tx, slot, now, [], found.id);
    const locked = refuseUnlessChangeable(await lockVisit(tx, found.id), now);
    const row = await updateVisit(tx, locked.id, {
      showroomId: slot.showroomId,
      day: slot.date,
      startMinute: slot.start,
      slotMinutes: taken.slotMinutes,
      startsAt: taken.startsAt,
      sequence: locked.sequence + 1,
      remindedAt: remindedAtFor(slot.date, now),
      updatedAt: now,
    });
    await ctx.mailer.enqueue(
      { to: row.email, ...visitBookedMail(row, linkOf(ctx, token), true) },
      tx,
    );
    return row;
  });
  return toVisit(visit, now);
}
