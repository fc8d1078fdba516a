import type { ProductSpecs } from '#shared/schemas/product-specs.js';

/**
 * The build of each demo mattress (by product id), so the shop's Specifications and comparison
 * show something real: heights and layers as such mattresses are made, top layer first.
 */
type DemoSpecs = Omit<ProductSpecs, 'careNotes'>;

const CARE = {
  springs: [
    'Rotate head to foot every three months for the first year, then twice a year.',
    'Air the mattress on a dry day; the cover zips off and can be dry-cleaned.',
  ],
  foam: [
    'Rotate head to foot every three months; there is no need to flip it.',
    'Spot-clean with mild soap and a damp cloth; keep it out of direct sun.',
  ],
  latex: [
    'Rotate head to foot every three months; keep it off the floor so air can pass under it.',
    'Spot-clean with mild soap and a damp cloth; never steam or iron the latex.',
  ],
} as const;

const layer = (material: string, thicknessCm: number) => ({ material, thicknessCm });

const OEKO = 'OEKO-TEX Standard 100 (cover)';
const CERTIPUR = 'CertiPUR-US foams';
const LATEX = 'Eco-INSTITUT tested latex';

export const DEMO_SPECS: Record<number, DemoSpecs & { care: keyof typeof CARE }> = {
  1: {
    heightCm: 28,
    layers: [
      layer('Quilted knit cover', 3),
      layer('Comfort foam', 5),
      layer('Pocket springs', 18),
      layer('Base foam', 2),
    ],
    materials: ['Knitted polyester', 'Polyurethane foam', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  2: {
    heightCm: 34,
    layers: [
      layer('Pillow top', 7),
      layer('Memory foam', 5),
      layer('Pocket springs', 20),
      layer('Base foam', 2),
    ],
    materials: ['Knitted polyester', 'Memory foam', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  3: {
    heightCm: 24,
    layers: [layer('Tight-top quilt', 3), layer('Pocket springs', 18), layer('Base foam', 3)],
    materials: ['Knitted polyester', 'Polyurethane foam', 'Steel pocket springs'],
    certifications: [OEKO],
    care: 'springs',
  },
  4: {
    heightCm: 27,
    layers: [
      layer('Quilted cover', 2),
      layer('High-density foam', 5),
      layer('Zoned pocket springs', 18),
      layer('Base foam', 2),
    ],
    materials: ['Knitted polyester', 'High-density foam', 'Steel pocket springs'],
    certifications: [CERTIPUR],
    care: 'springs',
  },
  5: {
    heightCm: 25,
    layers: [
      layer('Thin quilt', 2),
      layer('Firm support foam', 5),
      layer('Dense spring unit', 16),
      layer('Base foam', 2),
    ],
    materials: ['Polyester', 'High-density foam', 'Steel springs'],
    certifications: [CERTIPUR],
    care: 'springs',
  },
  6: {
    heightCm: 30,
    layers: [
      layer('Cooling knit cover', 2),
      layer('Memory foam', 6),
      layer('Seven-zone pocket springs', 20),
      layer('Base foam', 2),
    ],
    materials: ['Cooling knit', 'Memory foam', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  7: {
    heightCm: 38,
    layers: [
      layer('Euro top', 6),
      layer('Natural latex', 5),
      layer('Micro pocket springs', 8),
      layer('Pocket springs', 17),
      layer('Base foam', 2),
    ],
    materials: ['Damask knit', 'Natural latex', 'Steel pocket springs'],
    certifications: [OEKO, LATEX],
    care: 'latex',
  },
  8: {
    heightCm: 32,
    layers: [
      layer('Knit cover', 2),
      layer('Natural latex', 8),
      layer('Pocket springs', 20),
      layer('Base foam', 2),
    ],
    materials: ['Organic cotton knit', 'Natural latex', 'Steel pocket springs'],
    certifications: [OEKO, LATEX],
    care: 'latex',
  },
  9: {
    heightCm: 40,
    layers: [
      layer('Silk-blend Euro top', 7),
      layer('Micro-coils', 6),
      layer('Memory foam', 5),
      layer('Zoned pocket springs', 20),
      layer('Base foam', 2),
    ],
    materials: ['Silk-blend knit', 'Memory foam', 'Steel micro-coils', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  10: {
    heightCm: 31,
    layers: [
      layer('Pillow top', 5),
      layer('Cooling gel foam', 5),
      layer('Pocket springs', 19),
      layer('3D mesh border base', 2),
    ],
    materials: ['Cooling knit', 'Gel memory foam', 'Steel pocket springs', 'Breathable 3D mesh'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  11: {
    heightCm: 27,
    layers: [
      layer('Cool-touch cover', 2),
      layer('Breathable comfort foam', 5),
      layer('Pocket springs', 18),
      layer('Base foam', 2),
    ],
    materials: ['Cool-touch knit', 'Open-cell foam', 'Steel pocket springs'],
    certifications: [OEKO],
    care: 'springs',
  },
  12: {
    heightCm: 30,
    layers: [
      layer('Cooling cover', 2),
      layer('Ventilated latex', 7),
      layer('Open-coil springs', 19),
      layer('Base foam', 2),
    ],
    materials: ['Cooling knit', 'Ventilated natural latex', 'Steel open coils'],
    certifications: [OEKO, LATEX],
    care: 'latex',
  },
  13: {
    heightCm: 20,
    layers: [layer('Breathable comfort foam', 5), layer('Support foam', 15)],
    materials: ['Polyester knit', 'Open-cell foam', 'High-density foam'],
    certifications: [CERTIPUR],
    care: 'foam',
  },
  14: {
    heightCm: 29,
    layers: [
      layer('Cool-touch knit cover', 2),
      layer('Pressure-relief foam', 6),
      layer('Pocket springs', 19),
      layer('Base foam', 2),
    ],
    materials: ['Cool-touch knit', 'Memory foam', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
  15: {
    heightCm: 29,
    layers: [
      layer('Cool-touch knit cover', 2),
      layer('Support foam', 4),
      layer('Seven-zone pocket springs', 20),
      layer('Foam edge and base', 3),
    ],
    materials: ['Cool-touch knit', 'High-density foam', 'Steel pocket springs'],
    certifications: [OEKO, CERTIPUR],
    care: 'springs',
  },
};

/** A demo product's build as its columns and layers hold it; none for accessories. */
export function demoSpecsOf(productId: number) {
  const specs = DEMO_SPECS[productId];
  if (!specs) return undefined;
  const { care, layers, ...columns } = specs;
  return { columns: { ...columns, careNotes: CARE[care].join('\n') }, layers };
}
