import { z } from 'zod';

/*
 * GET /profile/my-data: everything the shop holds about the signed-in customer (PDPA's access
 * obligation, issue 26), as a file they can keep and as the page that reads it. Only what is
 * provably theirs: the account's own orders, and mails to its address once the address is proven
 * (before that, only those sent since the account was made), never a guest's who used the same
 * address.
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
});
export type MyData = z.infer<typeof myDataSchema>;
