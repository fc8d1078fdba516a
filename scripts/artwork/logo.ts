import { CREAM, NAVY, num, type Pt } from './svg.js';

// ---------------------------------------------------------------------------------------------
// Logo: a monoline wordmark whose "8" is a full moon under a crescent.

/** Glyph outlines as stroke paths in a 0..60 em box (baseline 60, x-height 28), with advances. */
const GLYPHS: Record<string, { d: string; advance: number }> = {
  e: { d: 'M0,44H26A13,13 0 1 0 22.2,53.2', advance: 33 },
  t: { d: 'M6,18V51A8,8 0 0 0 14,59H17M0,31H15', advance: 22 },
  r: { d: 'M3,31V60M3,45A14,14 0 0 1 17,31H19', advance: 24 },
  S: { d: 'M19.6,19.5A10.5,10.5 0 1 0 11,36A10.5,10.5 0 1 1 2.4,52.5', advance: 29 },
  l: { d: 'M3,12V60', advance: 12 },
  p: { d: 'M3,31V76M3,44A13,13 0 1 1 3,44.1', advance: 35 },
};

/** A crescent: the part of circle A (centre a, radius ra) outside circle B, as a closed path. */
function crescent(a: Pt, ra: number, b: Pt, rb: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const dist = Math.hypot(dx, dy);
  const along = (dist * dist + ra * ra - rb * rb) / (2 * dist);
  const half = Math.sqrt(ra * ra - along * along);
  const [mx, my] = [a[0] + (dx * along) / dist, a[1] + (dy * along) / dist];
  const p1: Pt = [mx + (dy * half) / dist, my - (dx * half) / dist];
  const p2: Pt = [mx - (dy * half) / dist, my + (dx * half) / dist];
  return `M${num(p1[0])},${num(p1[1])}A${ra},${ra} 0 1 1 ${num(p2[0])},${num(p2[1])}A${rb},${rb} 0 0 0 ${num(p1[0])},${num(p1[1])}Z`;
}

/** The mark: an "8" of two loops, a crescent moon resting in the upper one. 38 x 64 units. */
export function markPaths(x: number, stroke: number): string {
  const cx = x + 17;
  return `<circle cx="${cx}" cy="45" r="13.5" fill="none" stroke-width="${stroke}"/><circle cx="${cx}" cy="18.5" r="10" fill="none" stroke-width="${stroke}"/><path d="${crescent([cx, 18.5], 5, [cx + 2.6, 16.4], 4.2)}" stroke="none"/>`;
}

export function wordmark(): string {
  const stroke = 6;
  let x = 44;
  const word = (text: string, weight: number) =>
    [...text]
      .map((ch) => {
        const g = GLYPHS[ch];
        if (!g) throw new Error(`No glyph for ${ch}`);
        const out = `<path transform="translate(${x})" d="${g.d}" stroke-width="${weight}"/>`;
        x += g.advance;
        return out;
      })
      .join('');
  const bold = word('etter', stroke);
  x += 4;
  const light = word('Sleep', 4.2);
  const width = x + 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 82" width="${width}" height="82" role="img" aria-label="8etterSleep"><title>8etterSleep</title><g fill="${NAVY}" stroke="${NAVY}" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round">${markPaths(2, stroke)}<g fill="none">${bold}${light}</g></g></svg>`;
}

export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 64"><style>g{fill:${NAVY};stroke:${NAVY}}@media (prefers-color-scheme:dark){g{fill:${CREAM};stroke:${CREAM}}}</style><g>${markPaths(2, 6.5)}</g></svg>`;
}
