export const W = 1200;
export const H = 900;

export const NAVY = '#1f2a44';
export const SAND = '#e9dfd0';
export const CREAM = '#faf7f2';
export const GOLD = '#b08d57';
export const WHITE = '#ffffff';
export const BLACK = '#000000';

// ---------------------------------------------------------------------------------------------
// Colours and SVG plumbing

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return `#${ca
    .map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const lighter = (c: string, t: number) => mix(c, WHITE, t);
export const darker = (c: string, t: number) => mix(c, BLACK, t);

/** One decimal is plenty at these sizes and keeps the SVG text short. */
export const num = (v: number) => String(Math.round(v * 10) / 10);

export type Pt = readonly [number, number];
export type Vec3 = readonly [number, number, number];

const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
export const polygon = (points: readonly Pt[], attrs: string) =>
  `<polygon points="${pts(points)}" ${attrs}/>`;
export const polyline = (points: readonly Pt[], attrs: string) =>
  `<polyline points="${pts(points)}" fill="none" ${attrs}/>`;

/** [offset 0..1, colour, opacity]. */
type Stop = readonly [number, string, number?];

/** An SVG document under construction; gradients and filters get sequential, stable ids. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private nextId = 0;
  private readonly blurs = new Map<number, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient over the bounding box, from (x1, y1) to (x2, y2). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const known = this.blurs.get(deviation);
    if (known) return known;
    const id = this.id('b');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.blurs.set(deviation, ref);
    return ref;
  }

  clip(markup: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  pattern(width: number, height: number, content: string): string {
    const id = this.id('p');
    this.def(
      `<pattern id="${id}" width="${num(width)}" height="${num(height)}" patternUnits="userSpaceOnUse">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
