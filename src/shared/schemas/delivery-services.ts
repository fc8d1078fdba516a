import { z } from 'zod';
import {
  DELIVERY_SERVICE_CODES,
  DELIVERY_SERVICE_FACTS,
  DELIVERY_SERVICE_MAX_QTY,
  serviceMaxQty,
} from '../delivery-services.js';

// The delivery services a shopper can add at checkout, and staff price (issue 24, decision 0061).

/** A service's price is at most this: a service dearer than a mattress is a typing slip. */
export const DELIVERY_SERVICE_PRICE_MAX_CENTS = 100_000;

export const DELIVERY_SERVICE_MESSAGES = {
  code: 'Choose a service the shop offers.',
  qty: `Choose from 1 to ${DELIVERY_SERVICE_MAX_QTY} of a service.`,
  twice: 'Each service can be chosen once; set its quantity instead.',
  once: (name: string) => `${name} is had once per order.`,
  notOffered: (name: string) =>
    `${name} is no longer offered. Remove it from your delivery to continue.`,
  price: `The price must be an amount from $0.00 to $${DELIVERY_SERVICE_PRICE_MAX_CENTS / 100}.00.`,
} as const;

export const deliveryServiceCodeSchema = z.enum(DELIVERY_SERVICE_CODES, {
  error: DELIVERY_SERVICE_MESSAGES.code,
});

/** One service as the shop offers it: its words from the code, its price and offer from the data. */
export const deliveryServiceSchema = z.object({
  code: deliveryServiceCodeSchema,
  name: z.string(),
  description: z.string(),
  per: z.enum(['set', 'piece', 'order']),
  priceCents: z.number().int(),
  offered: z.boolean(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

/** GET /delivery-services: every service, offered or not (the delivery page says which). */
export const deliveryServicesSchema = z.array(deliveryServiceSchema);

/** The services a checkout adds to the delivery: each at most once, with how many. */
export const chosenServicesSchema = z
  .array(
    z.object({
      code: deliveryServiceCodeSchema,
      qty: z
        .number({ error: DELIVERY_SERVICE_MESSAGES.qty })
        .int(DELIVERY_SERVICE_MESSAGES.qty)
        .min(1, DELIVERY_SERVICE_MESSAGES.qty)
        .max(DELIVERY_SERVICE_MAX_QTY, DELIVERY_SERVICE_MESSAGES.qty),
    }),
  )
  .max(DELIVERY_SERVICE_CODES.length, DELIVERY_SERVICE_MESSAGES.twice)
  .refine(
    (chosen) => new Set(chosen.map((service) => service.code)).size === chosen.length,
    DELIVERY_SERVICE_MESSAGES.twice,
  )
  .superRefine((chosen, ctx) => {
    for (const service of chosen) {
      if (service.qty > serviceMaxQty(service.code)) {
        const { name } = DELIVERY_SERVICE_FACTS[service.code];
        ctx.addIssue({ code: 'custom', message: DELIVERY_SERVICE_MESSAGES.once(name) });
      }
    }
  });
export type ChosenService = z.infer<typeof chosenServicesSchema>[number];

/** PUT /admin/delivery-services/{code}: a service's price and whether it is offered. */
export const updateDeliveryServiceSchema = z.object({
  priceCents: z
    .number({ error: DELIVERY_SERVICE_MESSAGES.price })
    .int(DELIVERY_SERVICE_MESSAGES.price)
    .min(0, DELIVERY_SERVICE_MESSAGES.price)
    .max(DELIVERY_SERVICE_PRICE_MAX_CENTS, DELIVERY_SERVICE_MESSAGES.price),
  offered: z.boolean({ error: 'Say whether the service is offered.' }),
});
export type UpdateDeliveryService = z.infer<typeof updateDeliveryServiceSchema>;

export const deliveryServiceParamsSchema = z.object({ code: deliveryServiceCodeSchema });
