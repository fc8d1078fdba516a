import { H, num, type Pt, polygon, type Svg, type Vec3, W } from './svg.js';

// ---------------------------------------------------------------------------------------------
// A tiny perspective camera. World units are centimetres: x to the right, y up, z towards the
// viewer. Beds stand with the headboard at z = 0 and the foot at z = length.

export interface Camera {
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

export const add3 = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale3 = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];

export function view(cam: Camera, p: Vec3): { pt: Pt; depth: number } {
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

export const project = (cam: Camera, p: Vec3): Pt => view(cam, p).pt;
/** Pixels per centimetre at a point, for stroke widths that shrink with distance. */
export const pxPerCm = (cam: Camera, p: Vec3) => cam.focal / view(cam, p).depth;

/** A flat rectangle in space: origin corner plus two edge vectors (u across, v up/away). */
export interface Face {
  o: Vec3;
  u: Vec3;
  v: Vec3;
}

export const facePoint = (f: Face, a: number, b: number): Vec3 =>
  add3(f.o, add3(scale3(f.u, a), scale3(f.v, b)));
export const faceQuad = (f: Face, a0: number, a1: number, b0: number, b1: number): Vec3[] => [
  facePoint(f, a0, b0),
  facePoint(f, a1, b0),
  facePoint(f, a1, b1),
  facePoint(f, a0, b1),
];
export const lengthOf = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

export function boxFaces(o: Vec3, [w, h, d]: Vec3) {
  const [x0, y0, z0] = o;
  return {
    top: { o: [x0, y0 + h, z0 + d], u: [w, 0, 0], v: [0, 0, -d] } as Face,
    front: { o: [x0, y0, z0 + d], u: [w, 0, 0], v: [0, h, 0] } as Face,
    right: { o: [x0 + w, y0, z0 + d], u: [0, 0, -d], v: [0, h, 0] } as Face,
    left: { o: [x0, y0, z0], u: [0, 0, d], v: [0, h, 0] } as Face,
  };
}

export function projectAll(cam: Camera, points: readonly Vec3[]): Pt[] {
  return points.map((p) => project(cam, p));
}

/** A face is seen from the front when its projected outline winds the same way as on paper. */
export function faceVisible(cam: Camera, f: Face): boolean {
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
export function paintFace(svg: Svg, cam: Camera, f: Face, content: string): void {
  const clip = svg.clip(polygon(projectAll(cam, faceQuad(f, 0, 1, 0, 1)), ''));
  svg.add(`<g clip-path="${clip}"><g transform="${faceMatrix(cam, f)}">${content}</g></g>`);
}

/** A circle lying on a face, as a polygon. */
export function ringOnFace(cam: Camera, f: Face, a: number, b: number, rCm: number): Pt[] {
  const ru = rCm / lengthOf(f.u);
  const rv = rCm / lengthOf(f.v);
  return Array.from({ length: 14 }, (_, i) => {
    const t = (i / 14) * Math.PI * 2;
    return project(cam, facePoint(f, a + ru * Math.cos(t), b + rv * Math.sin(t)));
  });
}

export function shadow(
  svg: Svg,
  cam: Camera,
  footprint: readonly Vec3[],
  opacity: number,
  blur: number,
) {
  svg.add(
    polygon(
      projectAll(cam, footprint),
      `fill="#1a1f2b" opacity="${opacity}" filter="${svg.blur(blur)}"`,
    ),
  );
}

/** Footprint of a box on the floor, grown by a margin. */
export function footprint(o: Vec3, [w, , d]: Vec3, margin: number): Vec3[] {
  return [
    [o[0] - margin, 0, o[2] - margin],
    [o[0] + w + margin, 0, o[2] - margin],
    [o[0] + w + margin, 0, o[2] + d + margin],
    [o[0] - margin, 0, o[2] + d + margin],
  ];
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
  /** Moves the subject off centre, as a share of the frame (right and down). */
  shiftX?: number;
  shiftY?: number;
}

/** A camera that looks at the points from the given angle and frames them to fill the picture. */
export function frame(points: readonly Vec3[], f: Framing): Camera {
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
    cy: height * (0.5 + (f.shiftY ?? 0)) - (focal * (y0 + y1)) / 2,
  };
}

export function boxCorners(o: Vec3, [w, h, d]: Vec3): Vec3[] {
  return [0, 1].flatMap((i) =>
    [0, 1].flatMap((j) => [0, 1].map((k): Vec3 => [o[0] + i * w, o[1] + j * h, o[2] + k * d])),
  );
}
