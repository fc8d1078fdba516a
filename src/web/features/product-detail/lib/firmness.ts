import { firmnessFeel } from '#shared/product-facts.js';
import type { Product } from '#shared/schemas/product.js';

/** The firmness panels of spec section 2 (Product detail), found by the product's name. */
export interface FirmnessPanel {
  feel: string;
  /** Out of 10 (spec section 9). */
  value: number;
  summary: string;
  positions: { name: string; fit: string }[];
}

const PANELS: Record<string, FirmnessPanel> = {
  '8ettercare 1': {
    feel: 'Firm',
    value: 7.5,
    summary:
      'Even, steady support that keeps the spine in line, for those who like to sleep on top.',
    positions: [
      { name: 'Back', fit: 'Keeps the lower back level, with no sag at the hips.' },
      { name: 'Stomach', fit: 'Holds the hips up so the spine stays straight.' },
      { name: 'Starfish', fit: 'Spreads your weight evenly across a flat, steady surface.' },
      { name: 'Combination', fit: 'Easy to turn over on a surface that pushes back.' },
    ],
  },
  '8ettercare 2': {
    feel: 'Plush',
    value: 5,
    summary:
      'A softer, cradling feel that eases shoulders and hips, for those who like to sink in.',
    positions: [
      { name: 'Side', fit: 'Shoulders and hips sink in, so the spine stays straight.' },
      { name: 'Foetal', fit: 'Softens pressure on knees and hips when curled up.' },
      { name: 'Log', fit: 'Cushions the shoulder you lie on, arms down at your sides.' },
      { name: 'Yearner', fit: 'Room for the arms in front while the shoulder sinks in.' },
      { name: 'Combination', fit: 'Comfortable in every position you turn to in the night.' },
    ],
  },
};

/** Case, ® and ™ and extra spaces do not count: '8etterCare® 1' is '8ettercare 1'. */
export function normaliseProductName(name: string): string {
  return name.replace(/[®™]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

type Position = FirmnessPanel['positions'][number];

const POSITIONS = {
  side: { name: 'Side', fit: 'Shoulders and hips sink in, so the spine stays straight.' },
  foetal: { name: 'Foetal', fit: 'Softens pressure on knees and hips when curled up.' },
  back: { name: 'Back', fit: 'Keeps the lower back level, with no sag at the hips.' },
  stomach: { name: 'Stomach', fit: 'Holds the hips up so the spine stays straight.' },
  combination: { name: 'Combination', fit: 'Comfortable in every position you turn to.' },
} satisfies Record<string, Position>;

/** What a mattress of each feel is like, for the mattresses without a panel of their own. */
const BY_FEEL: Record<string, { summary: string; positions: Position[] }> = {
  Soft: {
    summary: 'A deep, enveloping feel that lets shoulders and hips sink in, for lighter sleepers.',
    positions: [POSITIONS.side, POSITIONS.foetal, POSITIONS.combination],
  },
  Plush: {
    summary:
      'A softer, cradling feel that eases shoulders and hips, for those who like to sink in.',
    positions: [POSITIONS.side, POSITIONS.foetal, POSITIONS.combination],
  },
  Medium: {
    summary:
      'Balanced: soft enough at the shoulders, steady enough at the hips, for most sleepers.',
    positions: [POSITIONS.side, POSITIONS.back, POSITIONS.combination],
  },
  'Medium firm': {
    summary: 'Supportive with a little give, keeping the spine in line for back sleepers.',
    positions: [POSITIONS.back, POSITIONS.stomach, POSITIONS.combination],
  },
  Firm: {
    summary:
      'Even, steady support that keeps the spine in line, for those who like to sleep on top.',
    positions: [POSITIONS.back, POSITIONS.stomach, POSITIONS.combination],
  },
};

/**
 * The firmness panel of a mattress: its own by name (8etterCare 1 and 2), else one drawn from its
 * firmness; none for a product without one (accessories).
 */
export function firmnessPanelFor(
  product: Pick<Product, 'name' | 'firmness'>,
): FirmnessPanel | undefined {
  const named = PANELS[normaliseProductName(product.name)];
  if (named) return product.firmness === null ? named : { ...named, value: product.firmness };
  if (product.firmness === null) return undefined;
  const feel = firmnessFeel(product.firmness);
  const text = BY_FEEL[feel];
  return text && { feel, value: product.firmness, ...text };
}
