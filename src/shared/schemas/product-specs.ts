import { z } from 'zod';
import { oneLine } from './common.js';

/** How much of a product's build staff may give (issue 26): enough for any mattress, no more. */
export const SPECS_LIMITS = {
  layers: 12,
  /** Materials and certifications each. */
  entries: 12,
  entryLength: 120,
  careNotesLength: 2000,
  /** Centimetres, as the database's numeric(4,1) holds them. */
  cmMax: 100,
} as const;

export const SPECS_MESSAGES = {
  height: `Height must be a number of centimetres above 0 and at most ${SPECS_LIMITS.cmMax}, in steps of 0.1.`,
  thickness: `Layer thickness must be a number of centimetres above 0 and at most ${SPECS_LIMITS.cmMax}, in steps of 0.1.`,
  layerMaterial: 'Layer material is required.',
  layerMaterialLength: `Layer material must be at most ${SPECS_LIMITS.entryLength} characters.`,
  layers: `At most ${SPECS_LIMITS.layers} layers.`,
  entry: (what: string) => `Each ${what} must be 1 to ${SPECS_LIMITS.entryLength} characters.`,
  entries: (what: string) => `At most ${SPECS_LIMITS.entries} ${what}s.`,
  repeated: (what: string) => `Each ${what} may be given only once.`,
  careNotes: `Care notes must be at most ${SPECS_LIMITS.careNotesLength} characters.`,
  layersTaller: (sum: number, height: number) =>
    `The layers add up to ${sum} cm, more than the height of ${height} cm.`,
} as const;

/** A product's layer, top to bottom in the list it is in. */
export const productLayerSchema = z.object({
  material: z.string(),
  thicknessCm: z.number(),
});
export type ProductLayer = z.infer<typeof productLayerSchema>;

/** The build of a product as the product answers carry it; empty lists and '' when not given. */
export const productSpecsSchema = z.object({
  heightCm: z.number().nullable(),
  layers: z.array(productLayerSchema),
  materials: z.array(z.string()),
  certifications: z.array(z.string()),
  careNotes: z.string(),
});
export type ProductSpecs = z.infer<typeof productSpecsSchema>;

/** Whether any of the build is given: the product page shows its Specifications only then. */
export function hasSpecs(specs: ProductSpecs): boolean {
  return (
    specs.heightCm !== null ||
    specs.layers.length > 0 ||
    specs.materials.length > 0 ||
    specs.certifications.length > 0 ||
    specs.careNotes !== ''
  );
}

/** Whole tenths: what numeric(4,1) keeps without rounding what staff typed. */
const inTenths = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const centimetres = (message: string) =>
  z
    .number({ error: message })
    .gt(0, message)
    .max(SPECS_LIMITS.cmMax, message)
    .refine(inTenths, message);

/** A list of short names (materials, certifications): one line each, trimmed, none twice. */
const nameList = (what: string) =>
  z
    .array(
      oneLine(z.string({ error: SPECS_MESSAGES.entry(what) }).trim())
        .min(1, SPECS_MESSAGES.entry(what))
        .max(SPECS_LIMITS.entryLength, SPECS_MESSAGES.entry(what)),
      { error: SPECS_MESSAGES.entries(what) },
    )
    .max(SPECS_LIMITS.entries, SPECS_MESSAGES.entries(what))
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      SPECS_MESSAGES.repeated(what),
    );

/** Centimetres added up in tenths, so 0.1 + 0.2 is 0.3 and not a hair more than a 0.3 cm height. */
export const layersHeight = (layers: readonly ProductLayer[]) =>
  layers.reduce((tenths, layer) => tenths + Math.round(layer.thicknessCm * 10), 0) / 10;

/** PUT /products/{id}/specs: the whole build at once, layers replaced as a set. */
export const productSpecsInputSchema = z
  .object({
    heightCm: centimetres(SPECS_MESSAGES.height).nullable(),
    layers: z
      .array(
        z.object({
          material: oneLine(z.string({ error: SPECS_MESSAGES.layerMaterial }).trim())
            .min(1, SPECS_MESSAGES.layerMaterial)
            .max(SPECS_LIMITS.entryLength, SPECS_MESSAGES.layerMaterialLength),
          thicknessCm: centimetres(SPECS_MESSAGES.thickness),
        }),
        { error: SPECS_MESSAGES.layers },
      )
      .max(SPECS_LIMITS.layers, SPECS_MESSAGES.layers),
    materials: nameList('material'),
    certifications: nameList('certification'),
    // Several lines: care notes are shown line by line.
    careNotes: z
      .string({ error: SPECS_MESSAGES.careNotes })
      .trim()
      .max(SPECS_LIMITS.careNotesLength, SPECS_MESSAGES.careNotes),
  })
  .superRefine((specs, context) => {
    if (specs.heightCm === null || specs.layers.length === 0) return;
    const sum = layersHeight(specs.layers);
    if (sum > specs.heightCm) {
      context.addIssue({
        code: 'custom',
        message: SPECS_MESSAGES.layersTaller(sum, specs.heightCm),
        path: ['layers'],
      });
    }
  });
export type ProductSpecsInput = z.infer<typeof productSpecsInputSchema>;

/** Centimetres as the shop writes them: "30.5 cm", "28 cm". */
export const formatCm = (centimetres: number) => `${centimetres} cm`;
