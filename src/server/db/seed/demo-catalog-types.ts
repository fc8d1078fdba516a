import type { Collection, SizeName } from '#shared/constants.js';

export interface DemoSize {
  /** Width x length in cm, such as "152x190". */
  label: string;
  sizeName: SizeName;
  priceDeltaCents: number;
  stockQty: number;
}

export interface DemoFeature {
  name: string;
  slogan: string;
  paragraphs: string[];
  reverse: boolean;
  /** Key of an image under public/img/ (such as "demo/features/edge-support.webp"). */
  imageKey: string;
  /** A CSS colour behind the section, or null. */
  bg: string | null;
}

export interface DemoProduct {
  /** Fixed ids: the home page features 15 and 14. */
  id: number;
  name: string;
  collection: Collection;
  priceCents: number;
  stockQty: number;
  /** 0 (soft) to 10 (firm) in half steps for a mattress, each its own; null for an accessory. */
  firmness: number | null;
  /** Several lines separated by "\n"; the product page shows them line by line. */
  description: string;
  mainImageKey: string;
  galleryKeys: string[];
  sizes: DemoSize[];
  features: DemoFeature[];
}
