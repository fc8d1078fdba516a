import { z } from 'zod';

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  hours: z.string(),
  address: z.string(),
  mapQuery: z.string(),
  /** Where the embedded map centres its marker (WGS 84 degrees). */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Store = z.infer<typeof storeSchema>;

/** The shop's own facts, kept in config/shop-info.json so staff can edit them without code. */
export const shopInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  contactPhone: z.string(),
  contactEmail: z.email(),
  /** Digits only, country code first: the chat link is https://wa.me/{chatNumber}. */
  chatNumber: z.string().regex(/^\d{8,15}$/),
  stores: z.array(storeSchema).length(2),
  /** The seller printed on tax invoices; SHOP_LEGAL_NAME, SHOP_UEN and SHOP_GST_REG_NO override it. */
  invoice: z.object({
    legalName: z.string(),
    uen: z.string(),
    gstRegNo: z.string(),
    address: z.string(),
  }),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
