import { z } from 'zod';
import { VISIT_STATES } from '../showrooms.js';

/*
 * GET /profile/my-data: everything the shop holds about the signed-in customer (PDPA's access
 * obligation, issue 26), as a file they can keep and as the page that reads it. Only what is
 * provably theirs: the account's own orders, and mails, showroom visits and staff's notes under
 * its address once the address is proven (before that, only those since the account was made),
 * never a guest's who used the same address. Staff's internal notes are shown (decision 0075):
 * they are personal data about the customer, which PDPA's access obligation covers.
 */

const at = z.string().nullable();

export const myDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    email: z.string(),
    name: z.string().nullable(),
    addressLine: z.string().nullable(),
    postalCode: z.string().nullable(),
    createdAt: z.string(),
    emailVerifiedAt: at,
  }),
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      createdAt: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      refundedCents: z.number().int(),
      shippingLine1: z.string(),
      shippingPostal: z.string(),
      phone: z.string().nullable(),
    }),
  ),
  newsletter: z
    .object({
      status: z.string(),
      consentText: z.string(),
      source: z.string(),
      askedAt: z.string(),
      confirmedAt: at,
      unsubscribedAt: at,
    })
    .nullable(),
  /** Back-in-stock alerts of the account's address, once it is proven (decision 0074). */
  stockAlerts: z.array(
    z.object({
      product: z.string(),
      size: z.string(),
      consentText: z.string(),
      askedAt: z.string(),
      notifiedAt: at,
      unsubscribedAt: at,
    }),
  ),
  /** The reviews the account wrote, whatever their moderation (issue 26). */
  reviews: z.array(
    z.object({
      productName: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      authorName: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  mails: z.array(
    z.object({ subject: z.string(), queuedAt: z.string(), sentAt: at, status: z.string() }),
  ),
  showroomVisits: z.array(
    z.object({
      showroom: z.string(),
      /** The visit's day (YYYY-MM-DD) and start, minutes after midnight in Singapore. */
      day: z.string(),
      startMinute: z.number().int(),
      state: z.enum(VISIT_STATES),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      mattresses: z.array(z.string()),
      bookedAt: z.string(),
    }),
  ),
  staffNotes: z.array(
    z.object({ writtenAt: z.string(), orderId: z.number().int().nullable(), body: z.string() }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
