/**
 * Draws the shop's demo artwork as SVG in code and renders it with sharp into public/img/.
 * Everything is computed from fixed numbers (no randomness, no external assets), so running
 * `npm run art` twice gives the same files. Product images follow src/server/db/seed/demo-catalog.ts:
 * every image key the catalogue references is rendered here, and nothing else.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoCatalog, FEATURE_IMAGES } from '../src/server/db/seed/demo-catalog.js';
import type { DemoProduct } from '../src/server/db/seed/demo-catalog-types.js';
import type { Collection } from '../src/shared/constants.js';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const IMG_DIR = path.join(PUBLIC_DIR, 'img');
const W = 1200;
const H = 900;

const NAVY = '#1f2a44';
const SAND = '#e9dfd0';
const CREAM = '#faf7f2';
const GOLD = '#b08d57';
const WHITE = '#ffffff';
const BLACK = '#000000';

// ---------------------------------------------------------------------------------------------
// Colours and SVG plumbing

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return `#${ca
    .map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

const lighter = (c: string, t: number) => mix(c, WHITE, t);
const darker = (c: string, t: number) => mix(c, BLACK, t);

/** One decimal is plenty at these sizes and keeps the SVG text short. */
const num = (v: number) => String(Math.round(v * 10) / 10);

type Pt = readonly [number, number];
type Vec3 = readonly [number, number, number];

const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
const polygon = (points: readonly Pt[], attrs: string) =>
  `<polygon points="${pts(points)}" ${attrs}/>`;
const polyline = (points: readonly Pt[], attrs: string) =>
  `<polyline points="${pts(points)}" fill="none" ${attrs}/>`;

/** [offset 0..1, colour, opacity]. */
type Stop = readonly [number, string, number?];

/** An SVG document under construction; gradients and filters get sequential, stable ids. */
class Svg {
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

// ---------------------------------------------------------------------------------------------
// A tiny perspective camera. World units are centimetres: x to the right, y up, z towards the
// viewer. Beds stand with the headboard at z = 0 and the foot at z = length.

interface Camera {
  target: Vec3;
  /** Turn around the vertical axis; positive shows the right-hand side of objects. */
  yaw: number;
  /** Tilt downwards; positive shows the tops of objects. */
  pitch: number;
  dist: number;
  focal: number;
  cx: number;
  cy: number;
}

const add3 = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale3 = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];

function view(cam: Camera, p: Vec3): { pt: Pt; depth: number } {
  const x = p[0] - cam.target[0];
  const y = p[1] - cam.target[1];
  const z = p[2] - cam.target[2];
  const x1 = x * Math.cos(cam.yaw) - z * Math.sin(cam.yaw);
  const z1 = x * Math.sin(cam.yaw) + z * Math.cos(cam.yaw);
  const y2 = y * Math.cos(cam.pitch) - z1 * Math.sin(cam.pitch);
  const z2 = y * Math.sin(cam.pitch) + z1 * Math.cos(cam.pitch);
  const depth = cam.dist - z2;
  const s = cam.focal / depth;
  return { pt: [cam.cx + x1 * s, cam.cy - y2 * s], depth };
}

const project = (cam: Camera, p: Vec3): Pt => view(cam, p).pt;
/** Pixels per centimetre at a point, for stroke widths that shrink with distance. */
const pxPerCm = (cam: Camera, p: Vec3) => cam.focal / view(cam, p).depth;

/** A flat rectangle in space: origin corner plus two edge vectors (u across, v up/away). */
interface Face {
  o: Vec3;
  u: Vec3;
  v: Vec3;
}

const facePoint = (f: Face, a: number, b: number): Vec3 =>
  add3(f.o, add3(scale3(f.u, a), scale3(f.v, b)));
const faceQuad = (f: Face, a0: number, a1: number, b0: number, b1: number): Vec3[] => [
  facePoint(f, a0, b0),
  facePoint(f, a1, b0),
  facePoint(f, a1, b1),
  facePoint(f, a0, b1),
];
const lengthOf = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

function boxFaces(o: Vec3, [w, h, d]: Vec3) {
  const [x0, y0, z0] = o;
  return {
    top: { o: [x0, y0 + h, z0 + d], u: [w, 0, 0], v: [0, 0, -d] } as Face,
    front: { o: [x0, y0, z0 + d], u: [w, 0, 0], v: [0, h, 0] } as Face,
    right: { o: [x0 + w, y0, z0 + d], u: [0, 0, -d], v: [0, h, 0] } as Face,
    left: { o: [x0, y0, z0], u: [0, 0, d], v: [0, h, 0] } as Face,
  };
}

function projectAll(cam: Camera, points: readonly Vec3[]): Pt[] {
  return points.map((p) => project(cam, p));
}

/** A face is seen from the front when its projected outline winds the same way as on paper. */
function faceVisible(cam: Camera, f: Face): boolean {
  const q = projectAll(cam, faceQuad(f, 0, 1, 0, 1));
  let area = 0;
  q.forEach(([x, y], i) => {
    const [nx, ny] = q[(i + 1) % q.length] ?? [x, y];
    area += x * ny - nx * y;
  });
  return area < 0;
}

/**
 * An SVG transform mapping face-local centimetres (origin at the face's top-left corner, y down)
 * onto the screen. Exact for faces parallel to the picture and close enough for the near-frontal
 * faces it is used on; callers clip to the true outline so the edges stay exact.
 */
function faceMatrix(cam: Camera, f: Face): string {
  const wu = lengthOf(f.u);
  const hv = lengthOf(f.v);
  const a = project(cam, facePoint(f, 0, 1));
  const b = project(cam, facePoint(f, 1, 1));
  const c = project(cam, facePoint(f, 0, 0));
  const m = [(b[0] - a[0]) / wu, (b[1] - a[1]) / wu, (c[0] - a[0]) / hv, (c[1] - a[1]) / hv];
  return `matrix(${m.map((v) => v.toFixed(4)).join(' ')} ${num(a[0])} ${num(a[1])})`;
}

/** Draws face-local content (centimetres, y down) onto a face, clipped to its outline. */
function paintFace(svg: Svg, cam: Camera, f: Face, content: string): void {
  const clip = svg.clip(polygon(projectAll(cam, faceQuad(f, 0, 1, 0, 1)), ''));
  svg.add(`<g clip-path="${clip}"><g transform="${faceMatrix(cam, f)}">${content}</g></g>`);
}

/** A circle lying on a face, as a polygon. */
function ringOnFace(cam: Camera, f: Face, a: number, b: number, rCm: number): Pt[] {
  const ru = rCm / lengthOf(f.u);
  const rv = rCm / lengthOf(f.v);
  return Array.from({ length: 14 }, (_, i) => {
    const t = (i / 14) * Math.PI * 2;
    return project(cam, facePoint(f, a + ru * Math.cos(t), b + rv * Math.sin(t)));
  });
}

function shadow(svg: Svg, cam: Camera, footprint: readonly Vec3[], opacity: number, blur: number) {
  svg.add(
    polygon(
      projectAll(cam, footprint),
      `fill="#1a1f2b" opacity="${opacity}" filter="${svg.blur(blur)}"`,
    ),
  );
}

/** Footprint of a box on the floor, grown by a margin. */
function footprint(o: Vec3, [w, , d]: Vec3, margin: number): Vec3[] {
  return [
    [o[0] - margin, 0, o[2] - margin],
    [o[0] + w + margin, 0, o[2] - margin],
    [o[0] + w + margin, 0, o[2] + d + margin],
    [o[0] - margin, 0, o[2] + d + margin],
  ];
}

// ---------------------------------------------------------------------------------------------
// Boxes, mattresses and soft goods

interface BoxPaint {
  top: string;
  side: string;
  /** Rounded edges: a stroke of this colour along the top outline, or null. */
  edge: string | null;
}

/** A shaded box; returns its faces so callers can decorate them. */
function drawBox(svg: Svg, cam: Camera, o: Vec3, size: Vec3, paint: BoxPaint) {
  const faces = boxFaces(o, size);
  const sideShade = { front: 0.04, right: 0.16, left: 0.1 } as const;
  for (const name of ['left', 'right', 'front'] as const) {
    const f = faces[name];
    if (!faceVisible(cam, f)) continue;
    const base = darker(paint.side, sideShade[name]);
    const fill = svg.linear([
      [0, lighter(base, 0.12)],
      [1, darker(base, 0.08)],
    ]);
    svg.add(polygon(projectAll(cam, faceQuad(f, 0, 1, 0, 1)), `fill="${fill}"`));
  }
  const topFill = svg.linear(
    [
      [0, lighter(paint.top, 0.35)],
      [1, darker(paint.top, 0.03)],
    ],
    0,
    0,
    1,
    1,
  );
  const topOutline = projectAll(cam, faceQuad(faces.top, 0, 1, 0, 1));
  svg.add(polygon(topOutline, `fill="${topFill}"`));
  if (paint.edge) {
    const width = Math.max(1, 1.3 * pxPerCm(cam, facePoint(faces.top, 0.5, 0.5)));
    svg.add(
      polygon(
        topOutline,
        `fill="none" stroke="${paint.edge}" stroke-width="${num(width)}" stroke-linejoin="round"`,
      ),
    );
  }
  return faces;
}

type Quilt = 'diamond' | 'grid' | 'wave' | 'channel';

interface MattressLook {
  /** Width, total height and length in cm. */
  size: Vec3;
  top: string;
  border: string;
  tape: string;
  /** A contrasting strip around the border, or null. */
  band: string | null;
  label: string;
  quilt: Quilt;
  pillowTop: boolean;
  /** Button tufts where the quilting lines cross (Prestige). */
  tufts: boolean;
  /** Breathing vents on the long side. */
  vents: boolean;
}

/** Quilting lines in face-local cm, clipped to an inset rectangle. */
function quiltLines(quilt: Quilt, w: number, d: number): Pt[][] {
  const m = 5;
  const lines: Pt[][] = [];
  const rowsAlong = (step: number) => {
    for (let b = m + step; b < d - m; b += step)
      lines.push([
        [m, b],
        [w - m, b],
      ]);
  };
  if (quilt === 'diamond') {
    const step = 20;
    for (let c = m - d; c < w + d; c += step) {
      // a + b = c + d, and a - b = c, each clipped to the inset rectangle.
      const s = c + d;
      const a0 = Math.max(m, s - (d - m));
      const a1 = Math.min(w - m, s - m);
      if (a1 > a0)
        lines.push([
          [a0, s - a0],
          [a1, s - a1],
        ]);
      const b0 = Math.max(m, c + m);
      const b1 = Math.min(w - m, c + d - m);
      if (b1 > b0)
        lines.push([
          [b0, b0 - c],
          [b1, b1 - c],
        ]);
    }
  } else if (quilt === 'grid') {
    rowsAlong(19);
    for (let a = m + 19; a < w - m; a += 19)
      lines.push([
        [a, m],
        [a, d - m],
      ]);
  } else if (quilt === 'wave') {
    for (let b = m + 13; b < d - m; b += 13) {
      const row: Pt[] = [];
      for (let a = m; a <= w - m; a += 3) row.push([a, b + 2.5 * Math.sin((a / 16) * Math.PI)]);
      lines.push(row);
    }
  } else {
    for (let a = m + 14; a < w - m; a += 14)
      lines.push([
        [a, m],
        [a, d - m],
      ]);
  }
  lines.push([
    [m, m],
    [w - m, m],
    [w - m, d - m],
    [m, d - m],
    [m, m],
  ]);
  return lines;
}

/** Stitched quilting on the top face: a dark stitch with a light line below reads as padding. */
function drawQuilting(svg: Svg, cam: Camera, top: Face, look: MattressLook) {
  const w = lengthOf(top.u);
  const d = lengthOf(top.v);
  const px = pxPerCm(cam, facePoint(top, 0.5, 0.5));
  const toScreen = (line: Pt[]) =>
    line.map(([a, b]) => project(cam, facePoint(top, a / w, 1 - b / d)));
  const light = lighter(look.top, 0.7);
  const stitch = darker(look.top, 0.2);
  const lines = quiltLines(look.quilt, w, d).map(toScreen);
  const shifted = lines.map((line) => line.map(([x, y]): Pt => [x, y + Math.max(0.8, px * 0.35)]));
  svg.add(
    `<g stroke="${light}" stroke-width="${num(Math.max(1, px * 0.5))}" stroke-linecap="round" opacity="0.8">${shifted.map((l) => polyline(l, '')).join('')}</g>`,
    `<g stroke="${stitch}" stroke-width="${num(Math.max(0.7, px * 0.22))}" stroke-dasharray="${num(px * 0.9)} ${num(px * 0.6)}" opacity="0.75">${lines.map((l) => polyline(l, '')).join('')}</g>`,
  );
  if (look.tufts && look.quilt === 'diamond') {
    const dots: string[] = [];
    for (let a = 25; a < w - 5; a += 20) {
      for (let b = 5 + ((a - 5) % 20 === 0 ? 0 : 10); b < d - 5; b += 20) {
        if (b < 8) continue;
        const [x, y] = project(cam, facePoint(top, a / w, 1 - b / d));
        dots.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(Math.max(1.2, px * 0.7))}"/>`);
      }
    }
    svg.add(`<g fill="${darker(look.top, 0.28)}" opacity="0.7">${dots.join('')}</g>`);
  }
}

/** Strip, stitching, label and vents on the visible border faces of one mattress block. */
function drawBorder(svg: Svg, cam: Camera, faces: ReturnType<typeof boxFaces>, look: MattressLook) {
  for (const name of ['front', 'right'] as const) {
    const f = faces[name];
    if (!faceVisible(cam, f)) continue;
    const len = lengthOf(f.u);
    const px = pxPerCm(cam, facePoint(f, 0.5, 0.5));
    if (look.band) {
      svg.add(
        polygon(projectAll(cam, faceQuad(f, 0, 1, 0.3, 0.62)), `fill="${look.band}" opacity="0.9"`),
      );
    }
    // Vertical quilting on the border, the detail that makes a side view read as "mattress".
    const ticks: string[] = [];
    for (let a = 6; a < len; a += 9) {
      ticks.push(
        polyline(projectAll(cam, [facePoint(f, a / len, 0.12), facePoint(f, a / len, 0.88)]), ''),
      );
    }
    svg.add(
      `<g stroke="${darker(look.border, 0.25)}" stroke-width="${num(Math.max(0.6, px * 0.18))}" opacity="0.35">${ticks.join('')}</g>`,
    );
    if (name === 'front') {
      // A woven label carrying the brand mark, centred on the foot end.
      const label: Face = {
        o: facePoint(f, 0.5 - 8 / len, 0.36),
        u: scale3(f.u, 16 / len),
        v: scale3(f.v, 0.22),
      };
      const lh = lengthOf(label.v);
      const k = (lh * 0.8) / 64;
      paintFace(
        svg,
        cam,
        label,
        `<rect width="16" height="${num(lh)}" fill="${look.label}"/><g fill="${lighter(look.label, 0.75)}" stroke="${lighter(look.label, 0.75)}" transform="translate(${num(8 - 19 * k)} ${num(lh * 0.1)}) scale(${k.toFixed(4)})">${markPaths(0, 6)}</g>`,
      );
    }
    if (name === 'right' && look.vents) {
      for (const a of [0.25, 0.5, 0.75]) {
        svg.add(
          polygon(
            ringOnFace(cam, f, a, 0.47, 1.6),
            `fill="${darker(look.border, 0.35)}" stroke="${look.tape}" stroke-width="${num(Math.max(0.6, px * 0.3))}"`,
          ),
        );
      }
    }
  }
}

/** Tape edge along the bottom of the visible sides. */
function drawBottomTape(svg: Svg, cam: Camera, faces: ReturnType<typeof boxFaces>, colour: string) {
  const line = projectAll(cam, [
    facePoint(faces.front, 0, 0),
    facePoint(faces.front, 1, 0),
    facePoint(faces.right, 1, 0),
  ]);
  const width = Math.max(1, 1.2 * pxPerCm(cam, facePoint(faces.front, 1, 0)));
  svg.add(
    polyline(
      line,
      `stroke="${colour}" stroke-width="${num(width)}" stroke-linejoin="round" stroke-linecap="round"`,
    ),
  );
}

/** A mattress standing at `at` (its back-left-bottom corner); returns the top surface. */
function drawMattress(svg: Svg, cam: Camera, at: Vec3, look: MattressLook): Face {
  const [w, h, d] = look.size;
  const topH = look.pillowTop ? 7 : 0;
  const body = drawBox(svg, cam, at, [w, h - topH, d], {
    top: look.top,
    side: look.border,
    edge: look.tape,
  });
  drawBorder(svg, cam, body, look);
  drawBottomTape(svg, cam, body, look.tape);
  if (!look.pillowTop) {
    drawQuilting(svg, cam, body.top, look);
    return body.top;
  }
  const inset = 1.5;
  const top = drawBox(
    svg,
    cam,
    add3(at, [inset, h - topH, inset]),
    [w - 2 * inset, topH, d - 2 * inset],
    {
      top: look.top,
      side: lighter(look.top, 0.1),
      edge: lighter(look.tape, 0.15),
    },
  );
  drawBottomTape(svg, cam, top, darker(look.border, 0.3));
  drawQuilting(svg, cam, top.top, look);
  return top.top;
}

/** A soft pillow: a puffy outline through four corners, with thickness towards `depth`. */
function drawPillow(svg: Svg, cam: Camera, corners: readonly Vec3[], depth: Vec3, colour: string) {
  const outline = (points: Pt[], bulge: number) => {
    const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
    const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
    let d = '';
    points.forEach((p, i) => {
      const q = points[(i + 1) % points.length] ?? p;
      // Top edges pull inwards so the corners poke out; the underside bulges like a filled pillow.
      const mx = (p[0] + q[0]) / 2 + (cx - (p[0] + q[0]) / 2) * bulge;
      const my = (p[1] + q[1]) / 2 + (cy - (p[1] + q[1]) / 2) * bulge;
      d += `${i === 0 ? `M${num(p[0])},${num(p[1])}` : ''}Q${num(mx)},${num(my)} ${num(q[0])},${num(q[1])}`;
    });
    return `${d}Z`;
  };
  const front = projectAll(cam, corners);
  // Outlines swept from the underside up to the top, fullest halfway, read as a rounded side.
  const steps = 28;
  for (let i = steps; i > 0; i -= 1) {
    const t = i / steps;
    const ring = projectAll(
      cam,
      corners.map((c) => add3(c, scale3(depth, t))),
    );
    const belly = -0.04 - 0.1 * Math.sin(t * Math.PI);
    svg.add(`<path d="${outline(ring, belly)}" fill="${darker(colour, 0.04 + 0.16 * t)}"/>`);
  }
  const fill = svg.radial(
    [
      [0, lighter(colour, 0.6)],
      [0.6, colour],
      [1, darker(colour, 0.14)],
    ],
    0.42,
    0.38,
    0.7,
  );
  svg.add(
    `<path d="${outline(front, 0.1)}" fill="${fill}" stroke="${darker(colour, 0.2)}" stroke-width="1.2"/>`,
  );
}

/** A cylinder between two points seen side-on (bolster), with piped, foreshortened ends. */
function drawBolster(svg: Svg, cam: Camera, a: Vec3, b: Vec3, radius: number, colour: string) {
  const pa = project(cam, a);
  const pb = project(cam, b);
  const r = radius * pxPerCm(cam, add3(a, scale3(add3(b, scale3(a, -1)), 0.5)));
  const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
  const angle = (Math.atan2(pb[1] - pa[1], pb[0] - pa[0]) * 180) / Math.PI;
  const body = svg.linear([
    [0, lighter(colour, 0.45)],
    [0.35, lighter(colour, 0.15)],
    [1, darker(colour, 0.25)],
  ]);
  const ends = svg.radial([
    [0, lighter(colour, 0.3)],
    [1, darker(colour, 0.1)],
  ]);
  const cap = r * 0.32;
  svg.add(
    `<g transform="translate(${num(pa[0])} ${num(pa[1])}) rotate(${num(angle)})">`,
    `<ellipse cx="${num(len / 2)}" cy="${num(r * 1.05)}" rx="${num(len / 2 + r * 0.3)}" ry="${num(r * 0.25)}" fill="#1a1f2b" opacity="0.22" filter="${svg.blur(6)}"/>`,
    `<rect x="0" y="${num(-r)}" width="${num(len)}" height="${num(2 * r)}" fill="${body}"/>`,
    `<ellipse cx="0" cy="0" rx="${num(cap)}" ry="${num(r)}" fill="${body}"/>`,
    `<ellipse cx="${num(len)}" cy="0" rx="${num(cap)}" ry="${num(r)}" fill="${ends}" stroke="${darker(colour, 0.2)}" stroke-width="${num(r * 0.08)}"/>`,
    `<path d="M${num(len - cap * 0.6)},${num(-r * 0.25)} Q${num(len - cap * 0.2)},0 ${num(len - cap * 0.6)},${num(r * 0.25)}" stroke="${darker(colour, 0.3)}" stroke-width="${num(r * 0.05)}" fill="none"/>`,
    `</g>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Layer textures for cross-sections (face-local cm, y down)

type LayerKind =
  | 'cover'
  | 'comfort'
  | 'memory'
  | 'gel'
  | 'latex'
  | 'microcoil'
  | 'springs'
  | 'base'
  | 'terry'
  | 'membrane'
  | 'fibre';

interface Layer {
  kind: LayerKind;
  cm: number;
}

const LAYER_COLOURS: Record<LayerKind, string> = {
  cover: '#f6f1e8',
  comfort: '#efe6d6',
  memory: '#dfe3ee',
  gel: '#d9e8ef',
  latex: '#f1e4c3',
  microcoil: '#e8edf2',
  springs: '#eef0f2',
  base: '#c9c1b3',
  terry: '#fbf9f5',
  membrane: '#9fb7cc',
  fibre: '#f7f4ee',
};

/** Fill for a layer: a pattern that tells foam, latex, gel and springs apart at a glance. */
function layerFill(svg: Svg, layer: Layer): string {
  const base = LAYER_COLOURS[layer.kind];
  const dot = (r: number, colour: string, step: number) =>
    svg.pattern(
      step,
      step,
      `<rect width="${step}" height="${step}" fill="${base}"/><circle cx="${step / 4}" cy="${step / 4}" r="${r}" fill="${colour}"/><circle cx="${(step * 3) / 4}" cy="${(step * 3) / 4}" r="${r}" fill="${colour}"/>`,
    );
  const coil = (width: number) =>
    svg.pattern(
      width,
      layer.cm,
      `<rect width="${width}" height="${layer.cm}" fill="${base}"/><rect x="0.25" y="0.3" width="${num(width - 0.5)}" height="${num(layer.cm - 0.6)}" rx="${num(width / 3)}" fill="${lighter(base, 0.5)}" stroke="${darker(base, 0.2)}" stroke-width="0.15"/>${polyline(
        Array.from(
          { length: 9 },
          (_, i): Pt => [i % 2 === 0 ? width * 0.2 : width * 0.8, 0.8 + (i * (layer.cm - 1.6)) / 8],
        ),
        `stroke="${darker(base, 0.45)}" stroke-width="0.22"`,
      )}`,
    );
  switch (layer.kind) {
    case 'comfort':
      return dot(0.18, darker(base, 0.12), 1.6);
    case 'memory':
      return dot(0.22, darker(base, 0.14), 1.8);
    case 'gel':
      return dot(0.35, '#7fa9c4', 2.2);
    case 'latex':
      return dot(0.55, darker(base, 0.22), 3);
    case 'base':
      return dot(0.15, darker(base, 0.15), 1.2);
    case 'microcoil':
      return coil(2.4);
    case 'springs':
      return coil(6);
    case 'fibre':
      return svg.pattern(
        4,
        2,
        `<rect width="4" height="2" fill="${base}"/><path d="M0,1 q1,-0.9 2,0 t2,0" stroke="${darker(base, 0.12)}" stroke-width="0.15" fill="none"/>`,
      );
    default:
      return base;
  }
}

/** The layer stack as face-local content: quilted cover on top, edge foam beside springs. */
function layerStack(svg: Svg, layers: readonly Layer[], width: number): string {
  let y = 0;
  const parts: string[] = [];
  for (const layer of layers) {
    parts.push(
      `<rect x="0" y="${num(y)}" width="${num(width)}" height="${num(layer.cm)}" fill="${layerFill(svg, layer)}"/>`,
    );
    if (layer.kind === 'cover') {
      // Quilting puffs along the top of the cover.
      let d = `M0,${num(y + layer.cm)}`;
      for (let x = 0; x < width; x += 8)
        d += ` Q${num(x + 4)},${num(y + layer.cm * 0.35)} ${num(x + 8)},${num(y + layer.cm)}`;
      parts.push(
        `<path d="${d}" fill="none" stroke="${darker(LAYER_COLOURS.cover, 0.15)}" stroke-width="0.2"/>`,
      );
    }
    if (layer.kind === 'springs') {
      const foam = LAYER_COLOURS.comfort;
      for (const x of [0, width - 5]) {
        parts.push(
          `<rect x="${x}" y="${num(y)}" width="5" height="${num(layer.cm)}" fill="${darker(foam, 0.06)}"/>`,
        );
      }
    }
    y += layer.cm;
    parts.push(
      `<line x1="0" y1="${num(y)}" x2="${num(width)}" y2="${num(y)}" stroke="${darker(LAYER_COLOURS.base, 0.2)}" stroke-width="0.15"/>`,
    );
  }
  return parts.join('');
}

/** Scales layer thicknesses so they add up to `total` cm. */
function fitLayers(layers: readonly Layer[], total: number): Layer[] {
  const sum = layers.reduce((s, l) => s + l.cm, 0);
  return layers.map((l) => ({ kind: l.kind, cm: (l.cm * total) / sum }));
}

// ---------------------------------------------------------------------------------------------
// Backdrops and scenes

function studio(svg: Svg, tint: string) {
  const bg = svg.linear([
    [0, lighter(tint, 0.55)],
    [0.62, lighter(tint, 0.2)],
    [1, darker(tint, 0.06)],
  ]);
  const glow = svg.radial(
    [
      [0, WHITE, 0.7],
      [1, WHITE, 0],
    ],
    0.5,
    0.45,
    0.6,
  );
  svg.add(
    `<rect width="${svg.width}" height="${svg.height}" fill="${bg}"/>`,
    `<rect width="${svg.width}" height="${svg.height}" fill="${glow}"/>`,
  );
}

interface CollectionStyle {
  wall: string;
  floor: string;
  headboard: string;
  throw: string;
  pillow: string;
  studio: string;
}

const STYLES: Record<Collection, CollectionStyle> = {
  '8etterSleep': {
    wall: '#e4e9f0',
    floor: '#cdb89c',
    headboard: '#2c3a5a',
    throw: NAVY,
    pillow: CREAM,
    studio: '#d9e2ec',
  },
  Hotel: {
    wall: '#ece6dc',
    floor: '#bfa88a',
    headboard: '#d8cfc2',
    throw: '#5b6170',
    pillow: WHITE,
    studio: '#e6ded2',
  },
  Spinal: {
    wall: '#e2eaf1',
    floor: '#c8b59b',
    headboard: '#9fb4c8',
    throw: '#3f5f86',
    pillow: '#f4f7fa',
    studio: '#d5e1ec',
  },
  Prestige: {
    wall: '#2b3550',
    floor: '#8c7254',
    headboard: '#c2a878',
    throw: GOLD,
    pillow: '#f3ead9',
    studio: '#cfc3ad',
  },
  Resort: {
    wall: '#e5ece3',
    floor: '#c9b08c',
    headboard: '#b9a27f',
    throw: '#7f9a7a',
    pillow: '#f7f5ef',
    studio: '#d7e3d4',
  },
  Accessories: {
    wall: '#efe8dd',
    floor: '#c9b596',
    headboard: '#d6c8b4',
    throw: '#8a9bb0',
    pillow: CREAM,
    studio: SAND,
  },
};

interface BedScene {
  width: number;
  height: number;
  style: CollectionStyle;
  mattress: MattressLook;
  /** Colour and thickness of a topper laid on the mattress, or null. */
  topper: { colour: string; cm: number } | null;
  pillow: string;
  bolster: string | null;
  /** Share of the picture the bed fills, and how far right it sits (the hero leaves room for text). */
  fill: number;
  shiftX: number;
}

/** A calm bedroom: wall with art and window light, a rug, an upholstered bed and a lamp. */
function bedroom(svg: Svg, scene: BedScene) {
  const { style, mattress } = scene;
  const [w, h, d] = mattress.size;
  const baseH = 30;
  const wallZ = -12;
  const cam = frame(
    [...boxCorners([-8, 0, wallZ], [w + 78, 118, d + 20]), [w / 2, 0, d + 70], [w / 2, 225, wallZ]],
    {
      yaw: 0.5,
      pitch: 0.2,
      dist: 620,
      fill: scene.fill,
      width: scene.width,
      height: scene.height,
      shiftX: scene.shiftX,
    },
  );
  // Floor everywhere, then the wall above the line where it meets the floor.
  svg.add(
    `<rect width="${scene.width}" height="${scene.height}" fill="${svg.linear([
      [0, darker(style.floor, 0.1)],
      [1, lighter(style.floor, 0.12)],
    ])}"/>`,
  );
  const [p0, p1] = projectAll(cam, [
    [-300, 0, wallZ],
    [w + 120, 0, wallZ],
  ]) as [Pt, Pt];
  const slope = (p1[1] - p0[1]) / (p1[0] - p0[0]);
  const yAt = (x: number) => p0[1] + (x - p0[0]) * slope;
  const wallFill = svg.linear(
    [
      [0, lighter(style.wall, 0.25)],
      [1, darker(style.wall, 0.06)],
    ],
    0,
    0,
    1,
    0.4,
  );
  svg.add(
    polygon(
      [
        [0, 0],
        [scene.width, 0],
        [scene.width, yAt(scene.width)],
        [0, yAt(0)],
      ],
      `fill="${wallFill}"`,
    ),
  );
  const skirting = (dy: number): Pt[] => [
    [0, yAt(0) - dy],
    [scene.width, yAt(scene.width) - dy],
  ];
  svg.add(
    polygon([...skirting(7), ...skirting(0).reverse()], `fill="${lighter(style.wall, 0.4)}"`),
  );
  const wall: Face = { o: [-300, 0, wallZ], u: [600 + w, 0, 0], v: [0, 400, 0] };
  // Window light falling across the wall from the left.
  const light = [0.05, 0.16, 0.3, 0.19].map((a, i) =>
    project(cam, facePoint(wall, a, i < 2 ? 0.75 : 0.05)),
  );
  svg.add(polygon(light, `fill="${WHITE}" opacity="0.28" filter="${svg.blur(18)}"`));
  // Framed print above the headboard: a moon over a calm horizon.
  const art: Face = { o: [w / 2 - 45, 150, wallZ], u: [90, 0, 0], v: [0, 60, 0] };
  svg.add(
    polygon(
      projectAll(cam, faceQuad(art, -0.03, 1.03, -0.05, 1.05)),
      `fill="${darker(style.headboard, 0.25)}"`,
    ),
  );
  paintFace(
    svg,
    cam,
    art,
    `<rect width="90" height="60" fill="${CREAM}"/><rect y="38" width="90" height="22" fill="${SAND}"/><circle cx="58" cy="26" r="11" fill="${GOLD}" opacity="0.85"/><path d="M0,44 Q22,36 45,42 T90,40 V60 H0 Z" fill="${lighter(NAVY, 0.35)}" opacity="0.55"/>`,
  );
  // Rug and contact shadow under the bed.
  const rug: Vec3[] = [
    [-55, 0, 70],
    [w + 55, 0, 70],
    [w + 55, 0, d + 75],
    [-55, 0, d + 75],
  ];
  svg.add(polygon(projectAll(cam, rug), `fill="${lighter(style.floor, 0.55)}" opacity="0.85"`));
  shadow(svg, cam, footprint([-6, 0, -10], [w + 12, 0, d + 16], 4), 0.35, 10);
  // Headboard and upholstered base.
  const headboard = drawBox(svg, cam, [-8, 0, wallZ + 1], [w + 16, 118, 9], {
    top: lighter(style.headboard, 0.1),
    side: style.headboard,
    edge: lighter(style.headboard, 0.15),
  });
  const channels: string[] = [];
  for (let a = 0.1; a < 0.95; a += 0.1) {
    channels.push(
      polyline(
        projectAll(cam, [facePoint(headboard.front, a, 0.3), facePoint(headboard.front, a, 0.95)]),
        '',
      ),
    );
  }
  svg.add(
    `<g stroke="${darker(style.headboard, 0.18)}" stroke-width="1.4" opacity="0.6">${channels.join('')}</g>`,
  );
  drawBox(svg, cam, [-5, 0, -2], [w + 10, baseH, d + 6], {
    top: style.headboard,
    side: darker(style.headboard, 0.05),
    edge: null,
  });
  let top = drawMattress(svg, cam, [0, baseH, 0], mattress);
  if (scene.topper) {
    const t = scene.topper;
    const faces = drawBox(svg, cam, [1, baseH + h, 1], [w - 2, t.cm, d - 2], {
      top: t.colour,
      side: darker(t.colour, 0.04),
      edge: lighter(t.colour, 0.3),
    });
    top = faces.top;
  }
  const y = top.o[1];
  // Two pillows leaning on the headboard.
  const pw = (w - 12) / 2;
  for (const x0 of [4, 8 + pw]) {
    drawPillow(
      svg,
      cam,
      [
        [x0, y + 2, 22],
        [x0 + pw, y + 2, 22],
        [x0 + pw, y + 36, 5],
        [x0, y + 36, 5],
      ],
      [0, 0, -11],
      scene.pillow,
    );
  }
  if (scene.bolster)
    drawBolster(svg, cam, [12, y + 11, 48], [w - 12, y + 11, 48], 11, scene.bolster);
  // A folded throw across the foot, wrapping over the right-hand side.
  const throwTop: Vec3[] = [
    [-1.5, y + 1, d - 62],
    [w + 1.5, y + 1, d - 62],
    [w + 1.5, y + 1, d - 24],
    [-1.5, y + 1, d - 24],
  ];
  const throwSide: Vec3[] = [
    [w + 1.5, y + 1, d - 24],
    [w + 1.5, y + 1, d - 62],
    [w + 1.5, y - 22, d - 62],
    [w + 1.5, y - 22, d - 24],
  ];
  const throwFront: Vec3[] = [
    [-1.5, y + 1, d - 24],
    [w + 1.5, y + 1, d - 24],
    [w + 1.5, y - 2, d - 23],
    [-1.5, y - 2, d - 23],
  ];
  svg.add(
    polygon(projectAll(cam, throwSide), `fill="${darker(style.throw, 0.25)}"`),
    polygon(
      projectAll(cam, throwTop),
      `fill="${svg.linear(
        [
          [0, lighter(style.throw, 0.15)],
          [1, style.throw],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ),
    polygon(projectAll(cam, throwFront), `fill="${darker(style.throw, 0.12)}"`),
    polyline(
      projectAll(cam, [
        [-1.5, y + 1.2, d - 30],
        [w + 1.5, y + 1.2, d - 30],
        [w + 1.5, y - 22, d - 30],
      ]),
      `stroke="${GOLD}" stroke-width="2" opacity="0.8"`,
    ),
  );
  // Bedside table and a lamp on the right, in front of the bed's far corner.
  const table = drawBox(svg, cam, [w + 22, 0, -6], [48, 52, 42], {
    top: lighter(style.headboard, 0.35),
    side: lighter(style.headboard, 0.2),
    edge: null,
  });
  svg.add(
    polyline(
      projectAll(cam, [facePoint(table.front, 0.08, 0.55), facePoint(table.front, 0.92, 0.55)]),
      `stroke="${darker(style.headboard, 0.2)}" stroke-width="1.5"`,
    ),
  );
  const lampBase = project(cam, [w + 46, 52, 15]);
  const lampTop = project(cam, [w + 46, 88, 15]);
  const px = pxPerCm(cam, [w + 46, 70, 15]);
  svg.add(
    `<circle cx="${num(lampTop[0])}" cy="${num(lampTop[1])}" r="${num(px * 55)}" fill="${svg.radial(
      [
        [0, '#fff4dc', 0.55],
        [1, '#fff4dc', 0],
      ],
    )}"/>`,
    `<ellipse cx="${num(lampBase[0])}" cy="${num(lampBase[1] - px * 8)}" rx="${num(px * 7)}" ry="${num(px * 9)}" fill="${CREAM}"/>`,
    `<path d="M${num(lampTop[0] - px * 11)},${num(lampTop[1] + px * 10)} L${num(lampTop[0] - px * 8)},${num(lampTop[1] - px * 8)} L${num(lampTop[0] + px * 8)},${num(lampTop[1] - px * 8)} L${num(lampTop[0] + px * 11)},${num(lampTop[1] + px * 10)} Z" fill="${svg.linear(
      [
        [0, '#fff8ea'],
        [1, '#f1dfbd'],
      ],
    )}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Product art

type ArtKind = 'mattress' | 'pillow' | 'contour' | 'protector' | 'topper' | 'bolster' | 'sheets';

/** Accessories are told apart by what their name says they are. */
function artKindOf(product: DemoProduct): ArtKind {
  if (product.collection !== 'Accessories') return 'mattress';
  const name = product.name.toLowerCase();
  const kinds: [string, ArtKind][] = [
    ['contour', 'contour'],
    ['pillow', 'pillow'],
    ['protector', 'protector'],
    ['topper', 'topper'],
    ['bolster', 'bolster'],
    ['sheet', 'sheets'],
  ];
  const found = kinds.find(([word]) => name.includes(word));
  if (!found) throw new Error(`No artwork kind for accessory "${product.name}"`);
  return found[1];
}

const QUILTS: readonly Quilt[] = ['diamond', 'wave', 'grid', 'channel'];

/** The look of a mattress: colours from its collection, build from its description. */
function mattressLook(product: DemoProduct, indexInCollection: number): MattressLook {
  const text = product.description.toLowerCase();
  const i = indexInCollection;
  const looks: Record<
    Exclude<Collection, 'Accessories'>,
    Omit<MattressLook, 'size' | 'quilt' | 'pillowTop' | 'vents'>
  > = {
    '8etterSleep': {
      top: CREAM,
      border: [NAVY, '#34476e', '#6d86ab', '#4d6a8f'][i % 4] ?? NAVY,
      tape: GOLD,
      band: null,
      label: GOLD,
      tufts: false,
    },
    Hotel: {
      top: WHITE,
      border: ['#f1efea', '#e7e3dc', '#d9d6d0'][i % 3] ?? WHITE,
      tape: '#8a8f99',
      band: '#5b6170',
      label: '#5b6170',
      tufts: false,
    },
    Spinal: {
      top: '#f7f9fb',
      border: ['#b9cbe0', '#8fa9c6', '#d3dfeb'][i % 3] ?? WHITE,
      tape: NAVY,
      band: lighter(NAVY, 0.2),
      label: NAVY,
      tufts: false,
    },
    Prestige: {
      top: '#fbf6ec',
      border: ['#cbb48a', '#e3d3b3', '#b59a6a'][i % 3] ?? GOLD,
      tape: '#8c6d3f',
      band: '#f6efe1',
      label: NAVY,
      tufts: i !== 1,
    },
    Resort: {
      top: '#fbfaf5',
      border: ['#b7c7b0', '#c8d8d6', '#a9bca1'][i % 3] ?? WHITE,
      tape: '#6f8a6b',
      band: '#eef3ea',
      label: '#6f8a6b',
      tufts: false,
    },
  };
  if (product.collection === 'Accessories') throw new Error(`${product.name} is not a mattress`);
  const pillowTop = /pillow top|euro top/.test(text);
  const tall = product.collection === 'Prestige' ? 36 : 30;
  return {
    ...looks[product.collection],
    size: [152, (pillowTop ? tall + 4 : tall) - (text.includes('low-profile') ? 6 : 0), 190],
    quilt: QUILTS[(i + product.id) % QUILTS.length] ?? 'diamond',
    pillowTop,
    vents: /vent|airflow|breathable/.test(text),
  };
}

/** The layers a mattress's description promises, top to bottom. */
function layersOf(product: DemoProduct): Layer[] {
  const text = product.description.toLowerCase();
  const layers: Layer[] = [{ kind: 'cover', cm: 3 }];
  if (/pillow top|euro top|plush/.test(text)) layers.push({ kind: 'comfort', cm: 5 });
  if (text.includes('latex')) layers.push({ kind: 'latex', cm: 5 });
  if (text.includes('gel')) layers.push({ kind: 'gel', cm: 4 });
  if (text.includes('memory')) layers.push({ kind: 'memory', cm: 4 });
  if (text.includes('micro-coil')) layers.push({ kind: 'microcoil', cm: 4 });
  layers.push({ kind: 'comfort', cm: 3 });
  if (text.includes('all-foam')) layers.push({ kind: 'base', cm: 14 });
  else layers.push({ kind: 'springs', cm: 16 }, { kind: 'base', cm: 2 });
  return layers;
}

interface Framing {
  yaw: number;
  pitch: number;
  /** Camera distance in cm: shorter exaggerates perspective, as a close-up lens does. */
  dist: number;
  /** Share of the frame the points should fill. */
  fill: number;
  width?: number;
  height?: number;
  /** Moves the subject off centre, as a share of the frame. */
  shiftX?: number;
}

/** A camera that looks at the points from the given angle and frames them to fill the picture. */
function frame(points: readonly Vec3[], f: Framing): Camera {
  const width = f.width ?? W;
  const height = f.height ?? H;
  const lo = [0, 1, 2].map((i) => Math.min(...points.map((p) => p[i] ?? 0)));
  const hi = [0, 1, 2].map((i) => Math.max(...points.map((p) => p[i] ?? 0)));
  const target: Vec3 = [0, 1, 2].map((i) => ((lo[i] ?? 0) + (hi[i] ?? 0)) / 2) as unknown as Vec3;
  // With focal 1 and the centre at 0, projections are the per-unit offsets to scale up.
  const probe: Camera = {
    target,
    yaw: f.yaw,
    pitch: f.pitch,
    dist: f.dist,
    focal: 1,
    cx: 0,
    cy: 0,
  };
  const seen = projectAll(probe, points);
  const xs = seen.map((p) => p[0]);
  const ys = seen.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const focal = Math.min((width * f.fill) / (x1 - x0), (height * f.fill) / (y1 - y0));
  return {
    ...probe,
    focal,
    cx: width * (0.5 + (f.shiftX ?? 0)) - (focal * (x0 + x1)) / 2,
    cy: height * 0.5 - (focal * (y0 + y1)) / 2,
  };
}

function boxCorners(o: Vec3, [w, h, d]: Vec3): Vec3[] {
  return [0, 1].flatMap((i) =>
    [0, 1].flatMap((j) => [0, 1].map((k): Vec3 => [o[0] + i * w, o[1] + j * h, o[2] + k * d])),
  );
}

interface ArtContext {
  product: DemoProduct;
  style: CollectionStyle;
  /** Position among products of the same collection, for per-product variation. */
  index: number;
}

/** Views of a mattress: bedroom, cross-section, corner close-up, quilting close-up. */
function mattressViews(ctx: ArtContext): Svg[] {
  const look = mattressLook(ctx.product, ctx.index);
  const [w, h, d] = look.size;
  const scene = new Svg(W, H);
  bedroom(scene, {
    width: W,
    height: H,
    style: ctx.style,
    mattress: look,
    topper: null,
    pillow: ctx.style.pillow,
    bolster: null,
    fill: 0.72,
    shiftX: 0,
  });

  const section = new Svg(W, H);
  studio(section, ctx.style.studio);
  const sectionCam = frame(boxCorners([0, 0, 0], look.size), {
    yaw: 0.18,
    pitch: 0.3,
    dist: 600,
    fill: 0.82,
  });
  shadow(section, sectionCam, footprint([0, 0, 0], look.size, 2), 0.3, 12);
  const faces = drawBox(section, sectionCam, [0, 0, 0], look.size, {
    top: look.top,
    side: look.border,
    edge: look.tape,
  });
  drawQuilting(section, sectionCam, faces.top, look);
  paintFace(
    section,
    sectionCam,
    faces.front,
    layerStack(section, fitLayers(layersOf(ctx.product), h), w),
  );

  const corner = new Svg(W, H);
  studio(corner, ctx.style.studio);
  const cornerCam = frame(boxCorners([w - 75, 0, d - 75], [75, h, 75]), {
    yaw: 0.7,
    pitch: 0.35,
    dist: 260,
    fill: 0.95,
  });
  shadow(corner, cornerCam, footprint([0, 0, 0], look.size, 3), 0.35, 14);
  drawMattress(corner, cornerCam, [0, 0, 0], look);

  const closeUp = new Svg(W, H);
  studio(closeUp, ctx.style.studio);
  const closeCam = frame(boxCorners([w / 2 - 30, h * 0.3, d - 40], [60, h * 0.7, 40]), {
    yaw: 0.15,
    pitch: 0.55,
    dist: 150,
    fill: 1.1,
  });
  drawMattress(closeUp, closeCam, [0, 0, 0], look);
  return [scene, section, corner, closeUp];
}

function pillowCorners(x: number, y: number, z: number, w: number, d: number): Vec3[] {
  return [
    [x, y, z + d],
    [x + w, y, z + d],
    [x + w, y, z],
    [x, y, z],
  ];
}

/** A pillow (or pair) resting on the studio floor. */
function pillowStudio(svg: Svg, colour: string, pair: boolean) {
  const cam = frame(boxCorners([0, 0, -30], [75, 45, 76]), {
    yaw: 0.45,
    pitch: 0.35,
    dist: 300,
    fill: 0.75,
  });
  shadow(svg, cam, footprint([0, 0, 0], [70, 0, 46], 2), 0.4, 12);
  if (pair) {
    // The second pillow leans behind the first, as on a made bed.
    shadow(svg, cam, footprint([6, 0, -28], [64, 0, 18], 2), 0.3, 10);
    drawPillow(
      svg,
      cam,
      [
        [5, 1, -10],
        [75, 1, -10],
        [75, 44, -24],
        [5, 44, -24],
      ],
      [0, 0, -12],
      lighter(colour, 0.3),
    );
  }
  drawPillow(svg, cam, pillowCorners(0, 13, 0, 70, 46), [0, -12, 0], colour);
}

/** A contour pillow: its wave-shaped profile extruded along its width. */
function contourPillow(svg: Svg, colour: string) {
  const cam = frame(boxCorners([0, 0, 0], [60, 14, 40]), {
    yaw: 0.6,
    pitch: 0.45,
    dist: 260,
    fill: 0.7,
  });
  const width = 60;
  const profile = Array.from({ length: 25 }, (_, i): Pt => {
    const z = (i / 24) * 40;
    return [
      z,
      9 +
        2.5 * Math.cos((z / 40) * Math.PI * 2) +
        (z < 12 ? 2.5 : 0) * Math.sin((z / 12) * Math.PI),
    ];
  });
  shadow(svg, cam, footprint([0, 0, 0], [width, 0, 40], 2), 0.3, 12);
  const side: Pt[] = projectAll(cam, [
    [width, 0, 0],
    ...profile.map(([z, y]): Vec3 => [width, y, z]),
    [width, 0, 40],
  ]);
  // Strips between neighbouring profile points, shaded by how much they face the light.
  profile.slice(1).forEach(([z, y], i) => {
    const [pz, py] = profile[i] ?? [z, y];
    const facing = Math.max(0, Math.min(1, 0.55 + (py - y) * 0.25));
    const strip: Vec3[] = [
      [0, py, pz],
      [width, py, pz],
      [width, y, z],
      [0, y, z],
    ];
    const c = mix(darker(colour, 0.12), lighter(colour, 0.5), facing);
    svg.add(polygon(projectAll(cam, strip), `fill="${c}" stroke="${c}" stroke-width="1"`));
  });
  const front = projectAll(cam, [
    [0, 0, 40],
    [width, 0, 40],
    [width, profile.at(-1)?.[1] ?? 9, 40],
    [0, profile.at(-1)?.[1] ?? 9, 40],
  ]);
  svg.add(
    polygon(front, `fill="${darker(colour, 0.08)}"`),
    polygon(side, `fill="${darker(colour, 0.2)}"`),
  );
  // Ventilation pin holes on the side.
  for (let z = 6; z < 36; z += 6) {
    const [x, y] = project(cam, [width, 4.5, z]);
    svg.add(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="2.2" ry="3.2" fill="${darker(colour, 0.35)}"/>`,
    );
  }
}

/** A cut pillow: a rounded slab showing what it is filled with. */
function pillowSection(svg: Svg, colour: string, fill: LayerKind) {
  const cam = frame(boxCorners([0, 0, 0], [70, 14, 46]), {
    yaw: 0.2,
    pitch: 0.3,
    dist: 260,
    fill: 0.72,
  });
  shadow(svg, cam, footprint([0, 0, 0], [70, 0, 46], 2), 0.3, 12);
  const faces = drawBox(svg, cam, [0, 0, 0], [70, 14, 46], {
    top: colour,
    side: colour,
    edge: lighter(colour, 0.3),
  });
  paintFace(
    svg,
    cam,
    faces.front,
    `<rect width="70" height="14" fill="${colour}"/><rect x="1" y="1" width="68" height="12" rx="6" fill="${layerFill(svg, { kind: fill, cm: 12 })}"/>`,
  );
}

/** A stack of folded sheets with a paper band. */
function sheetStack(svg: Svg, colours: readonly string[]) {
  const cam = frame(boxCorners([0, 0, 0], [50, colours.length * 6, 38]), {
    yaw: 0.55,
    pitch: 0.5,
    dist: 240,
    fill: 0.65,
  });
  shadow(svg, cam, footprint([0, 0, 0], [50, 0, 36], 2), 0.3, 12);
  colours.forEach((colour, i) => {
    const faces = drawBox(svg, cam, [i * 1.5, i * 6, i * 0.8], [50 - i * 3, 6, 36 - i * 1.6], {
      top: colour,
      side: colour,
      edge: lighter(colour, 0.25),
    });
    svg.add(
      polyline(
        projectAll(cam, [facePoint(faces.front, 0, 0.5), facePoint(faces.front, 1, 0.5)]),
        `stroke="${darker(colour, 0.15)}" stroke-width="1.2"`,
      ),
      polygon(projectAll(cam, faceQuad(faces.front, 0.44, 0.56, 0, 1)), `fill="${SAND}"`),
    );
    if (i === colours.length - 1) {
      svg.add(
        polygon(
          projectAll(cam, faceQuad(faces.top, 0.44, 0.56, 0, 1)),
          `fill="${lighter(SAND, 0.3)}"`,
        ),
      );
    }
  });
  // A paper band and gold seal around the stack.
  const seal = project(cam, [25, colours.length * 3, 38]);
  svg.add(
    `<circle cx="${num(seal[0])}" cy="${num(seal[1])}" r="13" fill="${GOLD}" stroke="${lighter(GOLD, 0.4)}" stroke-width="2"/>`,
  );
}

/** A flat fabric close-up: knit, terry or weave, with optional water beads or airflow. */
function fabricCloseUp(
  svg: Svg,
  colour: string,
  weave: 'knit' | 'terry' | 'weave',
  extra: 'beads' | 'air' | null,
) {
  const pattern =
    weave === 'knit'
      ? svg.pattern(
          24,
          20,
          `<rect width="24" height="20" fill="${colour}"/><path d="M2,2 L12,16 L22,2" fill="none" stroke="${darker(colour, 0.08)}" stroke-width="6" stroke-linecap="round"/><path d="M2,2 L12,16 L22,2" fill="none" stroke="${lighter(colour, 0.4)}" stroke-width="2" stroke-linecap="round"/>`,
        )
      : weave === 'terry'
        ? svg.pattern(
            14,
            14,
            `<rect width="14" height="14" fill="${colour}"/><circle cx="4" cy="4" r="3.2" fill="none" stroke="${darker(colour, 0.08)}" stroke-width="1.6"/><circle cx="11" cy="11" r="3.2" fill="none" stroke="${darker(colour, 0.06)}" stroke-width="1.6"/>`,
          )
        : svg.pattern(
            8,
            8,
            `<rect width="8" height="8" fill="${colour}"/><rect width="8" height="3" fill="${darker(colour, 0.05)}"/><rect width="3" height="8" fill="${lighter(colour, 0.35)}" opacity="0.6"/>`,
          );
  // Magnified like a macro shot (coarser detail also keeps the file small), and oversized so the
  // slight rotation never uncovers a corner.
  svg.add(
    `<rect x="-200" y="-200" width="${svg.width + 400}" height="${svg.height + 400}" fill="${pattern}" transform="rotate(-8 ${svg.width / 2} ${svg.height / 2}) translate(${svg.width / 2} ${svg.height / 2}) scale(1.7) translate(${-svg.width / 2} ${-svg.height / 2})"/>`,
  );
  // A soft fold of light and shade makes the flat pattern read as cloth.
  svg.add(
    `<rect width="${svg.width}" height="${svg.height}" fill="${svg.linear(
      [
        [0, WHITE, 0.35],
        [0.45, WHITE, 0],
        [0.7, BLACK, 0.12],
        [1, WHITE, 0.15],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  if (extra === 'beads') {
    const beads: string[] = [];
    const spots: [number, number, number][] = [
      [300, 280, 34],
      [520, 420, 52],
      [760, 300, 28],
      [880, 560, 44],
      [420, 640, 30],
      [660, 690, 24],
      [220, 520, 22],
      [980, 240, 20],
    ];
    const body = svg.radial(
      [
        [0, WHITE, 0.15],
        [0.8, '#9fb7cc', 0.35],
        [1, '#5d7a96', 0.55],
      ],
      0.45,
      0.4,
      0.6,
    );
    for (const [cx, cy, r] of spots) {
      beads.push(
        `<ellipse cx="${cx + 4}" cy="${cy + r * 0.6}" rx="${r}" ry="${num(r * 0.45)}" fill="${BLACK}" opacity="0.12" filter="${svg.blur(4)}"/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${num(r * 0.85)}" fill="${body}"/>`,
        `<ellipse cx="${num(cx - r * 0.35)}" cy="${num(cy - r * 0.35)}" rx="${num(r * 0.25)}" ry="${num(r * 0.15)}" fill="${WHITE}" opacity="0.9"/>`,
      );
    }
    svg.add(beads.join(''));
  }
  if (extra === 'air') {
    const waves = [0, 1, 2, 3, 4].map((i) => {
      const y = 700 - i * 120;
      return `<path d="M-20,${y} C300,${y - 90} 500,${y + 60} 760,${y - 40} S1100,${y - 120} 1240,${y - 60}" fill="none" stroke="${i % 2 ? '#9cc3dd' : WHITE}" stroke-width="${8 - i}" stroke-linecap="round" opacity="${num(0.75 - i * 0.1)}"/>`;
    });
    svg.add(`<g filter="${svg.blur(1.5)}">${waves.join('')}</g>`);
  }
}

/** Per-product colour for accessories, so two pillows never look the same. */
const ACCESSORY_COLOURS = [
  '#f4efe6',
  '#cfdae6',
  '#ead9b8',
  '#d5e2d2',
  '#e6d3c3',
  '#c7cfdf',
  '#efe6d6',
  '#dcd3c5',
];

function accessoryViews(ctx: ArtContext): Svg[] {
  const kind = artKindOf(ctx.product);
  const colour = ACCESSORY_COLOURS[ctx.index % ACCESSORY_COLOURS.length] ?? CREAM;
  const neutralBed = mattressLook(
    { ...ctx.product, collection: 'Hotel', description: 'breathable' },
    ctx.index,
  );
  const view = (draw: (svg: Svg) => void, backdrop: string | null = ctx.style.studio) => {
    const svg = new Svg(W, H);
    if (backdrop) studio(svg, backdrop);
    draw(svg);
    return svg;
  };
  const bed = (overrides: Partial<BedScene>) =>
    view(
      (svg) =>
        bedroom(svg, {
          width: W,
          height: H,
          style: ctx.style,
          mattress: neutralBed,
          topper: null,
          pillow: ctx.style.pillow,
          bolster: null,
          fill: 0.72,
          shiftX: 0,
          ...overrides,
        }),
      null,
    );
  const onMattress = (look: MattressLook, topper: { colour: string; cm: number } | null) =>
    view((svg) => {
      const [w, , d] = look.size;
      const cam = frame(boxCorners([0, 0, 0], [w, 40, d]), {
        yaw: 0.6,
        pitch: 0.4,
        dist: 600,
        fill: 0.8,
      });
      shadow(svg, cam, footprint([0, 0, 0], look.size, 3), 0.3, 14);
      const top = drawMattress(svg, cam, [0, 0, 0], look);
      if (topper) {
        drawBox(svg, cam, [1, top.o[1], 1], [w - 2, topper.cm, d - 2], {
          top: topper.colour,
          side: darker(topper.colour, 0.05),
          edge: lighter(topper.colour, 0.3),
        });
      }
    });
  const fillOf: Record<ArtKind, LayerKind> = {
    mattress: 'springs',
    pillow: ctx.product.name.toLowerCase().includes('latex') ? 'latex' : 'fibre',
    contour: 'memory',
    protector: 'membrane',
    topper: ctx.product.description.toLowerCase().includes('gel') ? 'gel' : 'memory',
    bolster: 'fibre',
    sheets: 'fibre',
  };
  switch (kind) {
    case 'pillow':
      return [
        view((svg) => pillowStudio(svg, colour, true)),
        bed({ pillow: colour }),
        view((svg) => pillowSection(svg, colour, fillOf.pillow)),
      ];
    case 'contour':
      return [
        view((svg) => contourPillow(svg, colour)),
        view((svg) => pillowSection(svg, colour, fillOf.contour)),
        view((svg) => fabricCloseUp(svg, colour, 'knit', 'air'), null),
      ];
    case 'protector': {
      const protector: MattressLook = {
        ...neutralBed,
        top: WHITE,
        border: '#f4f4f2',
        band: null,
        label: '#d9d6d0',
        tape: '#e2e2de',
        quilt: 'grid',
        vents: false,
      };
      return [
        onMattress(protector, null),
        view((svg) => fabricCloseUp(svg, '#f6f4ef', 'terry', 'beads'), null),
        view((svg) => pillowSection(svg, WHITE, fillOf.protector)),
      ];
    }
    case 'topper':
      return [
        onMattress(neutralBed, { colour, cm: 7 }),
        view((svg) => pillowSection(svg, colour, fillOf.topper)),
        bed({ topper: { colour, cm: 7 } }),
      ];
    case 'bolster':
      return [
        view((svg) => {
          const cam = frame(boxCorners([0, 0, -12], [95, 24, 44]), {
            yaw: 0.35,
            pitch: 0.35,
            dist: 300,
            fill: 0.8,
          });
          drawBolster(svg, cam, [0, 12, 0], [95, 12, 20], 12, colour);
        }),
        bed({ bolster: colour }),
        view((svg) => fabricCloseUp(svg, colour, 'weave', null), null),
      ];
    case 'sheets':
      return [
        view((svg) => sheetStack(svg, [colour, lighter(colour, 0.5), darker(colour, 0.06)])),
        bed({
          mattress: {
            ...neutralBed,
            top: colour,
            border: colour,
            tape: colour,
            band: null,
            label: colour,
            quilt: 'channel',
            vents: false,
          },
          pillow: lighter(colour, 0.4),
        }),
        view((svg) => fabricCloseUp(svg, colour, 'weave', null), null),
      ];
    default:
      throw new Error(`Unexpected accessory kind ${kind}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Feature images

/** A field of fabric-pocketed springs, with optional bare coils in the front row and zone tints. */
function springField(
  svg: Svg,
  opts: { bareFrontRow: boolean; zoneTint: ((row: number) => string) | null },
) {
  const cols = 9;
  const rows = 7;
  const r = 3.2;
  const hh = 16;
  const gap = 7;
  const cam = frame(boxCorners([0, 0, 0], [cols * gap, hh, rows * gap]), {
    yaw: 0.5,
    pitch: 0.5,
    dist: 170,
    fill: 0.85,
  });
  shadow(svg, cam, footprint([-2, 0, -2], [cols * gap, 0, rows * gap], 1), 0.28, 12);
  for (let row = 0; row < rows; row += 1) {
    for (let col = cols - 1; col >= 0; col -= 1) {
      const x = col * gap + gap / 2;
      const z = row * gap + gap / 2;
      const bare = opts.bareFrontRow && row === rows - 1;
      const fabric = opts.zoneTint ? opts.zoneTint(row) : '#f4f2ee';
      if (bare) {
        const helix = Array.from({ length: 73 }, (_, i): Vec3 => {
          const t = (i / 72) * Math.PI * 2 * 6;
          return [x + r * 0.9 * Math.cos(t), (i / 72) * hh, z + r * 0.9 * Math.sin(t)];
        });
        svg.add(polyline(projectAll(cam, helix), `stroke="#8a929e" stroke-width="2.2"`));
        continue;
      }
      const bottom = project(cam, [x, 0, z]);
      const top = project(cam, [x, hh, z]);
      const rx = r * pxPerCm(cam, [x, hh, z]);
      const ry = Math.abs(project(cam, [x, hh, z + r])[1] - project(cam, [x, hh, z - r])[1]) / 2;
      const body = svg.linear(
        [
          [0, darker(fabric, 0.16)],
          [0.35, lighter(fabric, 0.4)],
          [1, darker(fabric, 0.22)],
        ],
        0,
        0,
        1,
        0,
      );
      svg.add(
        `<path d="M${num(top[0] - rx)},${num(top[1])} L${num(bottom[0] - rx)},${num(bottom[1])} A${num(rx)},${num(ry)} 0 0 0 ${num(bottom[0] + rx)},${num(bottom[1])} L${num(top[0] + rx)},${num(top[1])} Z" fill="${body}"/>`,
        `<ellipse cx="${num(top[0])}" cy="${num(top[1])}" rx="${num(rx)}" ry="${num(ry)}" fill="${lighter(fabric, 0.3)}" stroke="${darker(fabric, 0.15)}" stroke-width="1"/>`,
      );
      for (const k of [0.3, 0.55, 0.8]) {
        const cy = top[1] + (bottom[1] - top[1]) * k;
        const cx = top[0] + (bottom[0] - top[0]) * k;
        svg.add(
          `<path d="M${num(cx - rx)},${num(cy)} A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx)},${num(cy)}" fill="none" stroke="${darker(fabric, 0.18)}" stroke-width="1" opacity="0.6"/>`,
        );
      }
    }
  }
}

const EIGHT_CARE_LAYERS: Layer[] = [
  { kind: 'cover', cm: 3 },
  { kind: 'comfort', cm: 4 },
  { kind: 'memory', cm: 4 },
  { kind: 'springs', cm: 16 },
  { kind: 'base', cm: 3 },
];

const FEATURE_ART: Record<(typeof FEATURE_IMAGES)[number], (svg: Svg) => void> = {
  layers: (svg) => {
    studio(svg, '#dde4ec');
    const cam = frame(boxCorners([0, 0, 0], [120, 70, 100]), {
      yaw: 0.5,
      pitch: 0.38,
      dist: 420,
      fill: 0.8,
    });
    let y = 0;
    const slabs = [...EIGHT_CARE_LAYERS].reverse().map((layer) => {
      const at: Vec3 = [0, y, 0];
      y += layer.cm + 9;
      return { layer, at };
    });
    shadow(svg, cam, footprint([0, 0, 0], [120, 0, 100], 2), 0.28, 14);
    for (const { layer, at } of slabs) {
      const colour = LAYER_COLOURS[layer.kind];
      const faces = drawBox(svg, cam, at, [120, layer.cm, 100], {
        top: colour,
        side: colour,
        edge: lighter(colour, 0.3),
      });
      paintFace(svg, cam, faces.front, layerStack(svg, [layer], 120));
      paintFace(svg, cam, faces.right, layerStack(svg, [layer], 100));
    }
  },
  'pocket-springs': (svg) => {
    studio(svg, '#e2e6ea');
    springField(svg, { bareFrontRow: true, zoneTint: null });
  },
  'zoned-support': (svg) => {
    studio(svg, '#e6e1d8');
    const zones = ['#dfe6ef', '#c6d3e4', '#dfe6ef', '#b08d57', '#dfe6ef', '#c6d3e4', '#dfe6ef'];
    springField(svg, { bareFrontRow: false, zoneTint: (row) => lighter(zones[row] ?? CREAM, 0.2) });
  },
  'edge-support': (svg) => {
    studio(svg, '#e4e9f0');
    const look = mattressLook(productById(15), 1);
    const [w, h, d] = look.size;
    const cam = frame(boxCorners([w - 90, 0, d - 90], [90, h, 90]), {
      yaw: 0.75,
      pitch: 0.33,
      dist: 260,
      fill: 0.95,
    });
    shadow(svg, cam, footprint([0, 0, 0], look.size, 3), 0.3, 14);
    const faces = drawBox(svg, cam, [0, 0, 0], look.size, {
      top: look.top,
      side: look.border,
      edge: look.tape,
    });
    drawQuilting(svg, cam, faces.top, look);
    drawBorder(svg, cam, faces, look);
    paintFace(svg, cam, faces.front, layerStack(svg, fitLayers(EIGHT_CARE_LAYERS, h), w));
    const edge = projectAll(cam, [facePoint(faces.top, 1, 0), facePoint(faces.top, 1, 1)]);
    svg.add(
      polyline(edge, `stroke="${GOLD}" stroke-width="10" opacity="0.35" filter="${svg.blur(4)}"`),
      polyline(edge, `stroke="${GOLD}" stroke-width="3"`),
    );
  },
  'cooling-fabric': (svg) => fabricCloseUp(svg, '#e8eef4', 'knit', 'air'),
  'natural-latex': (svg) => {
    studio(svg, '#ece3cf');
    const cam = frame(boxCorners([0, 0, 0], [100, 12, 80]), {
      yaw: 0.5,
      pitch: 0.55,
      dist: 300,
      fill: 0.78,
    });
    const size: Vec3 = [100, 12, 80];
    shadow(svg, cam, footprint([0, 0, 0], size, 2), 0.28, 12);
    const colour = LAYER_COLOURS.latex;
    const faces = drawBox(svg, cam, [0, 0, 0], size, {
      top: colour,
      side: colour,
      edge: lighter(colour, 0.3),
    });
    for (let a = 0.06; a < 1; a += 0.068) {
      for (let b = 0.07; b < 1; b += 0.085) {
        svg.add(polygon(ringOnFace(cam, faces.top, a, b, 1.4), `fill="${darker(colour, 0.2)}"`));
      }
    }
    paintFace(svg, cam, faces.front, layerStack(svg, [{ kind: 'latex', cm: 12 }], 100));
    paintFace(svg, cam, faces.right, layerStack(svg, [{ kind: 'latex', cm: 12 }], 80));
  },
};

function productById(id: number): DemoProduct {
  const found = demoCatalog.find((p) => p.id === id);
  if (!found) throw new Error(`Product ${id} missing from the demo catalogue`);
  return found;
}

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
function markPaths(x: number, stroke: number): string {
  const cx = x + 17;
  return `<circle cx="${cx}" cy="45" r="13.5" fill="none" stroke-width="${stroke}"/><circle cx="${cx}" cy="18.5" r="10" fill="none" stroke-width="${stroke}"/><path d="${crescent([cx, 18.5], 5, [cx + 2.6, 16.4], 4.2)}" stroke="none"/>`;
}

function wordmark(): string {
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

function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 64"><style>g{fill:${NAVY};stroke:${NAVY}}@media (prefers-color-scheme:dark){g{fill:${CREAM};stroke:${CREAM}}}</style><g>${markPaths(2, 6.5)}</g></svg>`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

async function writeWebp(svg: Svg, key: string, quality = 75): Promise<void> {
  const file = path.join(IMG_DIR, key);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg.toString()))
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(file);
}

async function writeJpeg(svg: Svg, key: string, quality: number): Promise<void> {
  await sharp(Buffer.from(svg.toString()))
    .jpeg({ quality, mozjpeg: true })
    .toFile(path.join(IMG_DIR, key));
}

async function sizeOf(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true });
  const sizes = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? sizeOf(full) : (await stat(full)).size;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

function heroScene(width: number, height: number): Svg {
  const svg = new Svg(width, height);
  const hero = productById(15);
  bedroom(svg, {
    width,
    height,
    style: STYLES['8etterSleep'],
    mattress: mattressLook(hero, 1),
    topper: null,
    pillow: CREAM,
    bolster: null,
    fill: 0.7,
    shiftX: 0.12,
  });
  return svg;
}

async function main(): Promise<void> {
  const perCollection = new Map<Collection, number>();
  const renders: Promise<void>[] = [];
  for (const product of demoCatalog) {
    const index = perCollection.get(product.collection) ?? 0;
    perCollection.set(product.collection, index + 1);
    const ctx: ArtContext = { product, style: STYLES[product.collection], index };
    const views = artKindOf(product) === 'mattress' ? mattressViews(ctx) : accessoryViews(ctx);
    const keys = [product.mainImageKey, ...product.galleryKeys];
    if (keys.length > views.length) throw new Error(`${product.name} wants ${keys.length} images`);
    keys.forEach((key, i) => {
      const view = views[i];
      if (view) renders.push(writeWebp(view, key));
    });
  }
  for (const name of FEATURE_IMAGES) {
    const svg = new Svg(W, H);
    FEATURE_ART[name](svg);
    renders.push(writeWebp(svg, `demo/features/${name}.webp`));
  }
  await Promise.all(renders);

  // The fallback image is the generic corner view of the flagship mattress.
  const [, , fallback] = mattressViews({
    product: productById(15),
    style: STYLES['8etterSleep'],
    index: 1,
  });
  if (fallback) await writeJpeg(fallback, 'Mattress1.jpg', 78);

  const hero = heroScene(1920, 1080);
  await writeWebp(hero, 'hero.webp', 70);
  await writeJpeg(hero, 'hero.jpg', 72);
  await writeFile(path.join(IMG_DIR, 'logo.svg'), wordmark());
  await writeFile(path.join(PUBLIC_DIR, 'favicon.svg'), favicon());

  const total = await sizeOf(PUBLIC_DIR);
  console.info(`Artwork written to ${IMG_DIR}; public/ is ${(total / 1024).toFixed(0)} KB`);
}

await main();
