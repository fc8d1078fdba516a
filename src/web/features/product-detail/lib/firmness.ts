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

export function firmnessPanelFor(productName: string): FirmnessPanel | undefined {
  return PANELS[normaliseProductName(productName)];
}
