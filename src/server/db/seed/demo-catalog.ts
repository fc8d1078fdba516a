import type { Collection } from '#shared/constants.js';
import type { DemoFeature, DemoProduct, DemoSize } from './demo-catalog-types.js';

/**
 * The demo catalogue the seed loads. Ids are fixed because the home page links to products 15
 * and 14. Every image key names a file that `npm run art` (scripts/make-artwork.ts) renders.
 */

/** Bed sizes in the order the product page shows them; deltas are added to the Single price. */
const BED_SIZES = [
  { label: '91x190', sizeName: 'Single' },
  { label: '107x190', sizeName: 'Super Single' },
  { label: '152x190', sizeName: 'Queen' },
  { label: '183x190', sizeName: 'King' },
] as const;

type FourNumbers = readonly [number, number, number, number];

/** Price steps by tier, so bigger beds always cost more and premium lines step up faster. */
const DELTAS = {
  value: [0, 15000, 40000, 60000],
  standard: [0, 20000, 50000, 80000],
  premium: [0, 30000, 70000, 110000],
  luxury: [0, 40000, 90000, 140000],
  topper: [0, 3000, 8000, 12000],
  linen: [0, 2000, 5000, 7000],
} as const satisfies Record<string, FourNumbers>;

function bedSizes(deltas: FourNumbers, stock: FourNumbers): DemoSize[] {
  return BED_SIZES.map((size, i) => ({
    ...size,
    priceDeltaCents: deltas[i] ?? 0,
    stockQty: stock[i] ?? 0,
  }));
}

interface ProductInput {
  id: number;
  name: string;
  collection: Collection;
  priceCents: number;
  description: readonly string[];
  /** Number of gallery images besides the main one (2 or 3). */
  galleryCount: number;
  sizes: DemoSize[];
  /** Stock of an unsized product; sized products sum their sizes. */
  stockQty?: number;
  /** Mattresses only: 0 (soft) to 10 (firm). */
  firmness?: number;
  features?: DemoFeature[];
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function product(input: ProductInput): DemoProduct {
  const slug = slugOf(input.name);
  const sizeStock = input.sizes.reduce((sum, size) => sum + size.stockQty, 0);
  return {
    id: input.id,
    name: input.name,
    collection: input.collection,
    priceCents: input.priceCents,
    stockQty: input.sizes.length > 0 ? sizeStock : (input.stockQty ?? 0),
    firmness: input.firmness ?? null,
    description: input.description.join('\n'),
    mainImageKey: `demo/${slug}-1.webp`,
    galleryKeys: Array.from({ length: input.galleryCount }, (_, i) => `demo/${slug}-${i + 2}.webp`),
    sizes: input.sizes,
    features: input.features ?? [],
  };
}

/** Names of the feature images under public/img/demo/features/. */
export const FEATURE_IMAGES = [
  'layers',
  'pocket-springs',
  'edge-support',
  'cooling-fabric',
  'zoned-support',
  'natural-latex',
] as const;
type FeatureImage = (typeof FEATURE_IMAGES)[number];

function feature(
  image: FeatureImage,
  text: { name: string; slogan: string; paragraphs: string[] },
  reverse: boolean,
  bg: string | null,
): DemoFeature {
  return { ...text, reverse, imageKey: `demo/features/${image}.webp`, bg };
}

const FEATURE_TEXT = {
  zonedSprings: {
    name: 'Seven-Zone Pocket Springs',
    slogan: 'Firm where your hips need it, gentle where your shoulders sink in.',
    paragraphs: [
      'Individually wrapped pocket springs move on their own, so the mattress follows the shape of your body instead of bowing under it.',
      'Seven zones of spring tension keep your hips and lower back level with your shoulders, the position physiotherapists describe as a neutral spine.',
      'Because each spring is independent, you will barely notice a partner turning over at 3am.',
    ],
  },
  edgeSupport: {
    name: 'Reinforced Edge Support',
    slogan: 'Use every centimetre, right up to the edge.',
    paragraphs: [
      'A perimeter of high-density foam encases the spring unit, so sitting on the side of the bed to put on your socks does not feel like sliding off.',
      'Firm edges also mean more usable sleeping surface, which counts in a compact HDB bedroom where a Queen has to feel like a King.',
    ],
  },
  coolingCover: {
    name: 'Cool-Touch Knitted Cover',
    slogan: 'Made for Singapore nights.',
    paragraphs: [
      'The cover is knitted with cooling fibres that feel cool to the touch and draw heat away from your skin.',
      'An open, breathable weave and a 3D mesh border let warm, humid air escape instead of collecting under you.',
      'The result is a drier, fresher sleep surface, whether you run the air-con all night or prefer the fan.',
    ],
  },
  layers: {
    name: 'Layered By Design',
    slogan: 'Every layer has one job, and does it well.',
    paragraphs: [
      'A quilted comfort layer softens the first contact, a support foam spreads your weight, and the spring core holds everything level.',
      'We tune each layer together rather than stacking off-the-shelf parts, so the feel stays consistent from the first night to the tenth year.',
      'Every mattress is covered by our 10-year limited warranty.',
    ],
  },
  plushComfort: {
    name: 'Cloud-Soft Comfort Layers',
    slogan: 'Sink in a little. Stay supported a lot.',
    paragraphs: [
      'Two layers of soft, pressure-relieving foam cradle your shoulders and hips, ideal if you sleep on your side.',
      'Underneath, individually wrapped springs keep your spine aligned so plush never turns into saggy.',
    ],
  },
  naturalLatex: {
    name: 'Natural Latex Layer',
    slogan: 'Buoyant, breathable and naturally resilient.',
    paragraphs: [
      'Latex springs back instantly, so you float on the mattress rather than sinking into it.',
      'Its open-cell structure is pierced with ventilation holes that help heat and moisture escape, a real plus in our humid climate.',
    ],
  },
} as const satisfies Record<string, { name: string; slogan: string; paragraphs: string[] }>;

export const demoCatalog: DemoProduct[] = [
  product({
    id: 1,
    name: 'Hotel Grand',
    collection: 'Hotel',
    firmness: 7,
    priceCents: 149900,
    description: [
      'The mattress we supply to boutique hotels, now sized for your home.',
      'A medium-firm pocket-spring core with a quilted comfort layer gives that crisp, well-made hotel-bed feel.',
      'Breathable side vents keep air moving through the mattress on warm Singapore nights.',
      'Free delivery islandwide, backed by our 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.standard, [12, 9, 14, 6]),
  }),
  product({
    id: 2,
    name: 'Hotel Suite Pillow Top',
    collection: 'Hotel',
    firmness: 4,
    priceCents: 189900,
    description: [
      'A generous pillow top sewn onto a supportive pocket-spring base: the suite upgrade, every night.',
      'Soft on the surface, steady underneath, it suits couples who cannot agree on firmness.',
      'Reinforced edges let you sit on the side of the bed comfortably.',
      'Free delivery and a 10-year limited warranty included.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.premium, [5, 3, 11, 4]),
    features: [feature('edge-support', FEATURE_TEXT.edgeSupport, false, '#f4efe7')],
  }),
  product({
    id: 3,
    name: 'Hotel Residence',
    collection: 'Hotel',
    firmness: 6,
    priceCents: 119900,
    description: [
      'Hotel-style comfort at an everyday price, ideal for the master bedroom or a guest room.',
      'A balanced, medium feel with a tight-top quilted cover that stays smooth for years.',
      'Low-profile build fits standard bed frames and HDB bedrooms with ease.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.standard, [8, 10, 0, 3]),
  }),
  product({
    id: 4,
    name: 'Spinal Pro',
    collection: 'Spinal',
    firmness: 9,
    priceCents: 129900,
    description: [
      'Designed for sleepers who wake up with a stiff lower back.',
      'Zoned pocket springs give firmer support under the hips and a little more give at the shoulders.',
      'A high-density foam layer keeps the surface even, with no dips where you sleep most.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.standard, [10, 7, 9, 5]),
    features: [feature('zoned-support', FEATURE_TEXT.zonedSprings, false, null)],
  }),
  product({
    id: 5,
    name: 'Spinal Ortho Firm',
    collection: 'Spinal',
    firmness: 9.5,
    priceCents: 99900,
    description: [
      'Our firmest mattress, for back and stomach sleepers who like a solid, supportive surface.',
      'A dense spring unit topped with firm support foam keeps the spine straight through the night.',
      'A thin quilted layer takes the hard edge off without softening the support.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.value, [6, 2, 8, 3]),
  }),
  product({
    id: 6,
    name: 'Spinal Support Plus',
    collection: 'Spinal',
    firmness: 8.5,
    priceCents: 169900,
    description: [
      'Orthopaedic support with a softer welcome.',
      'Seven comfort zones line up with your shoulders, back and hips, topped by a plush memory-foam layer.',
      'A cooling knitted cover helps the foam stay comfortable in our humid climate.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.premium, [4, 6, 7, 2]),
    features: [
      feature('zoned-support', FEATURE_TEXT.zonedSprings, false, '#eef2f6'),
      feature('cooling-fabric', FEATURE_TEXT.coolingCover, true, null),
    ],
  }),
  product({
    id: 7,
    name: 'Prestige Royale',
    collection: 'Prestige',
    firmness: 3.5,
    priceCents: 329900,
    description: [
      'The flagship of our Prestige collection, finished by hand.',
      'Two tiers of pocket springs, natural latex and a deep Euro top create a deeply cushioned yet supportive feel.',
      'A damask-knit cover with hand-tufted quilting and a gold-piped border.',
      'White-glove delivery and removal of your old mattress on request; 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.luxury, [2, 3, 6, 4]),
    features: [
      feature('natural-latex', FEATURE_TEXT.naturalLatex, false, '#f4efe7'),
      feature('layers', FEATURE_TEXT.layers, true, null),
    ],
  }),
  product({
    id: 8,
    name: 'Prestige Latex Luxe',
    collection: 'Prestige',
    firmness: 5.5,
    priceCents: 279900,
    description: [
      'A generous layer of natural latex over individually wrapped springs.',
      'Latex is buoyant and naturally breathable, so the bed feels fresh even on humid nights.',
      'Medium feel that suits most sleeping positions and most couples.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.luxury, [3, 5, 8, 0]),
    features: [feature('natural-latex', FEATURE_TEXT.naturalLatex, false, null)],
  }),
  product({
    id: 9,
    name: 'Prestige Imperial',
    collection: 'Prestige',
    firmness: 2,
    priceCents: 399900,
    description: [
      'Our most indulgent mattress, built tall with a plush, layered Euro top.',
      'Micro-coils in the comfort layer add bounce and airflow on top of a zoned pocket-spring core.',
      'A soft, silk-blend knitted cover with a tailored border.',
      'White-glove delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.luxury, [1, 2, 5, 3]),
  }),
  product({
    id: 10,
    name: 'Resort Sentosa',
    collection: 'Resort',
    firmness: 3,
    priceCents: 159900,
    description: [
      'Bring the calm of a beachside resort home.',
      'A soft-medium feel with a pillow top and cooling gel foam that helps keep you from overheating.',
      'The breathable 3D mesh border keeps air flowing through the mattress.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.standard, [7, 8, 12, 5]),
    features: [feature('cooling-fabric', FEATURE_TEXT.coolingCover, false, '#eef5f2')],
  }),
  product({
    id: 11,
    name: 'Resort Lagoon',
    collection: 'Resort',
    firmness: 4.5,
    priceCents: 139900,
    description: [
      'A relaxed, medium-soft mattress with a gentle, holiday-morning feel.',
      'Pocket springs topped with breathable comfort foam and a cool-touch cover.',
      'An easy choice for guest rooms and holiday homes.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.standard, [9, 6, 10, 2]),
  }),
  product({
    id: 12,
    name: 'Resort Palm Breeze',
    collection: 'Resort',
    firmness: 2.5,
    priceCents: 209900,
    description: [
      'Our coolest-sleeping mattress, designed around airflow.',
      'Ventilated latex and open-coil springs let warm air escape, while a cooling cover feels fresh to the touch.',
      'Soft enough to sink into, supportive enough to get up easily.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.premium, [4, 4, 9, 3]),
  }),
  product({
    id: 13,
    name: '8etterFoam Essential',
    collection: '8etterSleep',
    firmness: 8,
    priceCents: 59900,
    description: [
      'Everything you need for a good night, nothing you do not.',
      'A medium-firm, all-foam mattress with a supportive base and a breathable comfort layer.',
      'Ships compressed in a box and expands to full size within a day, easy to carry into any HDB lift.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.value, [15, 12, 10, 8]),
  }),
  product({
    id: 14,
    name: '8etterCare 2',
    collection: '8etterSleep',
    firmness: 5,
    priceCents: 179900,
    description: [
      'The plush member of the 8etterCare family, rated 5 out of 10 on our firmness scale.',
      'Soft, pressure-relieving comfort layers cushion your shoulders and hips, ideal for side sleepers.',
      'Individually wrapped pocket springs underneath keep your spine aligned and limit partner disturbance.',
      'A cool-touch knitted cover made for Singapore nights.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.standard, [6, 8, 11, 4]),
    features: [
      feature('layers', FEATURE_TEXT.plushComfort, false, '#f4efe7'),
      feature('cooling-fabric', FEATURE_TEXT.coolingCover, true, null),
    ],
  }),
  product({
    id: 15,
    name: '8etterCare 1',
    collection: '8etterSleep',
    firmness: 7.5,
    priceCents: 179900,
    description: [
      'The firm member of the 8etterCare family, rated 7.5 out of 10 on our firmness scale.',
      'Seven-zone pocket springs hold your hips level with your shoulders, so you wake up without the ache.',
      'A reinforced foam edge means more usable space, welcome in a compact bedroom.',
      'A cool-touch knitted cover made for Singapore nights.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 3,
    sizes: bedSizes(DELTAS.standard, [10, 3, 13, 5]),
    features: [
      feature('zoned-support', FEATURE_TEXT.zonedSprings, false, '#f4efe7'),
      feature('edge-support', FEATURE_TEXT.edgeSupport, true, null),
      feature('cooling-fabric', FEATURE_TEXT.coolingCover, false, '#eef2f6'),
      feature('layers', FEATURE_TEXT.layers, true, null),
    ],
  }),
  product({
    id: 16,
    name: '8etterCare Junior',
    collection: '8etterSleep',
    firmness: 6.5,
    priceCents: 69900,
    description: [
      'A supportive first big-kid mattress for growing bodies.',
      'Medium-firm pocket springs with a hypoallergenic comfort layer.',
      'The knitted cover is soft, breathable and gentle on sensitive skin.',
      'Free delivery and a 10-year limited warranty.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.value, [14, 9, 3, 2]),
  }),
  product({
    id: 17,
    name: 'Cloud Fibre Pillow',
    collection: 'Accessories',
    priceCents: 5900,
    description: [
      'A soft, fluffy pillow filled with fine microfibre clusters that feel like down.',
      'Medium loft suits back and side sleepers.',
      'Machine washable, so it stays fresh in our humid weather.',
    ],
    galleryCount: 2,
    sizes: [],
    stockQty: 60,
  }),
  product({
    id: 18,
    name: 'Contour Memory Foam Pillow',
    collection: 'Accessories',
    priceCents: 8900,
    description: [
      'An ergonomic contour that cradles your head and supports your neck.',
      'Ventilated memory foam and a removable bamboo-blend cover keep it cool and clean.',
      'A good match for our Spinal mattresses.',
    ],
    galleryCount: 2,
    sizes: [],
    stockQty: 35,
  }),
  product({
    id: 19,
    name: 'Natural Latex Pillow',
    collection: 'Accessories',
    priceCents: 12900,
    description: [
      'A buoyant, breathable latex pillow that keeps its shape night after night.',
      'Pin-core ventilation lets heat escape, and latex naturally resists dust mites.',
      'Comes with a soft Tencel-blend cover.',
    ],
    galleryCount: 2,
    sizes: [],
    stockQty: 40,
  }),
  product({
    id: 20,
    name: 'Waterproof Mattress Protector',
    collection: 'Accessories',
    priceCents: 6900,
    description: [
      'Keeps spills, sweat and accidents out of your mattress, and keeps your warranty valid.',
      'A quiet, breathable waterproof membrane under a soft terry surface.',
      'Deep elastic skirt fits mattresses up to 35 cm tall.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.linen, [30, 25, 40, 20]),
  }),
  product({
    id: 21,
    name: 'Cooling Gel Topper',
    collection: 'Accessories',
    priceCents: 19900,
    description: [
      'Refresh an existing mattress with a 5 cm layer of gel-infused memory foam.',
      'Gel beads help draw heat away, so the topper stays comfortable in warm weather.',
      'A removable, washable cover with corner straps to keep it in place.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.topper, [8, 6, 10, 3]),
  }),
  product({
    id: 22,
    name: 'Classic Bolster',
    collection: 'Accessories',
    priceCents: 3900,
    description: [
      'The bolster every Singapore bedroom needs: plump, huggable and just the right length.',
      'Filled with soft microfibre and finished with a cotton cover.',
      'Machine washable for easy care.',
    ],
    galleryCount: 2,
    sizes: [],
    stockQty: 80,
  }),
  product({
    id: 23,
    name: 'Tencel Bed Sheet Set',
    collection: 'Accessories',
    priceCents: 15900,
    description: [
      'Silky-smooth Tencel lyocell sheets that feel cool and wick moisture away.',
      'Set includes a fitted sheet, two pillowcases and a bolster case.',
      'Deep-pocket fitted sheet suits mattresses up to 35 cm tall.',
      'Gentle on sensitive skin and made from sustainably sourced wood fibre.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.linen, [12, 15, 18, 9]),
  }),
  product({
    id: 24,
    name: 'Bamboo Mattress Topper',
    collection: 'Accessories',
    priceCents: 29900,
    description: [
      'A plush 7 cm topper that adds a soft hotel-style layer to a firm mattress.',
      'Bamboo-blend cover feels cool and dries quickly in humid weather.',
      'Elastic corner straps keep it neatly in place.',
    ],
    galleryCount: 2,
    sizes: bedSizes(DELTAS.topper, [5, 4, 7, 2]),
  }),
];
