import {
  add3,
  boxFaces,
  type Camera,
  type Face,
  facePoint,
  faceQuad,
  faceVisible,
  lengthOf,
  paintFace,
  project,
  projectAll,
  pxPerCm,
  ringOnFace,
  scale3,
} from './camera.js';
import { markPaths } from './logo.js';
import { darker, lighter, num, type Pt, polygon, polyline, type Svg, type Vec3 } from './svg.js';

// ---------------------------------------------------------------------------------------------
// Boxes, mattresses and soft goods

interface BoxPaint {
  top: string;
  side: string;
  /** Rounded edges: a stroke of this colour along the top outline, or null. */
  edge: string | null;
}

/** A shaded box; returns its faces so callers can decorate them. */
export function drawBox(svg: Svg, cam: Camera, o: Vec3, size: Vec3, paint: BoxPaint) {
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

export type Quilt = 'diamond' | 'grid' | 'wave' | 'channel';

export interface MattressLook {
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
export function drawQuilting(svg: Svg, cam: Camera, top: Face, look: MattressLook) {
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
export function drawBorder(
  svg: Svg,
  cam: Camera,
  faces: ReturnType<typeof boxFaces>,
  look: MattressLook,
) {
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
export function drawMattress(svg: Svg, cam: Camera, at: Vec3, look: MattressLook): Face {
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
export function drawPillow(
  svg: Svg,
  cam: Camera,
  corners: readonly Vec3[],
  depth: Vec3,
  colour: string,
) {
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
export function drawBolster(
  svg: Svg,
  cam: Camera,
  a: Vec3,
  b: Vec3,
  radius: number,
  colour: string,
) {
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
