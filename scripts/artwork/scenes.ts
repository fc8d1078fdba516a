import type { Collection } from '../../src/shared/constants.js';
import { drawBolster, drawBox, drawMattress, drawPillow, type MattressLook } from './bedding.js';
import {
  boxCorners,
  type Face,
  facePoint,
  faceQuad,
  footprint,
  frame,
  paintFace,
  project,
  projectAll,
  pxPerCm,
  shadow,
} from './camera.js';
import {
  CREAM,
  darker,
  GOLD,
  lighter,
  NAVY,
  num,
  type Pt,
  polygon,
  polyline,
  SAND,
  type Svg,
  type Vec3,
  WHITE,
} from './svg.js';

// ---------------------------------------------------------------------------------------------
// Backdrops and scenes

export function studio(svg: Svg, tint: string) {
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

export interface CollectionStyle {
  wall: string;
  floor: string;
  headboard: string;
  throw: string;
  pillow: string;
  studio: string;
}

export const STYLES: Record<Collection, CollectionStyle> = {
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

export interface BedScene {
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
  /** How far down the bed sits (negative: up), as a share of the picture; centred by default. */
  shiftY?: number;
  /** How the room is seen and dressed; products of one collection differ here (none: the default). */
  variant?: RoomVariant;
}

/** What sets one product's room apart from its collection's others. */
export interface RoomVariant {
  /** Camera turn (radians; 0.5 by default) and tilt (0.2 by default). */
  yaw: number;
  pitch: number;
  /** The throw across the foot of the bed, and the print's sun. */
  throw: string;
  /** Wall lighter (> 0) or darker (< 0) than the collection's. */
  wallShift: number;
  /** Rug colour; the floor's own lightened by default. */
  rug: string;
}

/** A calm bedroom: wall with art and window light, a rug, an upholstered bed and a lamp. */
export function bedroom(svg: Svg, scene: BedScene) {
  const { mattress } = scene;
  const variant = scene.variant;
  const style = variant
    ? {
        ...scene.style,
        throw: variant.throw,
        wall:
          variant.wallShift >= 0
            ? lighter(scene.style.wall, variant.wallShift)
            : darker(scene.style.wall, -variant.wallShift),
      }
    : scene.style;
  const [w, h, d] = mattress.size;
  const baseH = 30;
  const wallZ = -12;
  const cam = frame(
    [...boxCorners([-8, 0, wallZ], [w + 78, 118, d + 20]), [w / 2, 0, d + 70], [w / 2, 225, wallZ]],
    {
      yaw: variant?.yaw ?? 0.5,
      pitch: variant?.pitch ?? 0.2,
      dist: 620,
      fill: scene.fill,
      width: scene.width,
      height: scene.height,
      shiftX: scene.shiftX,
      shiftY: scene.shiftY ?? 0,
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
  svg.add(
    polygon(
      projectAll(cam, rug),
      `fill="${variant?.rug ?? lighter(style.floor, 0.55)}" opacity="0.85"`,
    ),
  );
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
