import type { FEATURE_IMAGES } from '../../src/server/db/seed/demo-catalog.js';
import { fabricCloseUp } from './accessory-art.js';
import { drawBorder, drawBox, drawQuilting } from './bedding.js';
import {
  boxCorners,
  facePoint,
  footprint,
  frame,
  paintFace,
  project,
  projectAll,
  pxPerCm,
  ringOnFace,
  shadow,
} from './camera.js';
import { fitLayers, LAYER_COLOURS, type Layer, layerStack } from './layers.js';
import { mattressLook, productById } from './mattress-art.js';
import { studio } from './scenes.js';
import {
  CREAM,
  darker,
  GOLD,
  lighter,
  num,
  polygon,
  polyline,
  type Svg,
  type Vec3,
} from './svg.js';

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

export const FEATURE_ART: Record<(typeof FEATURE_IMAGES)[number], (svg: Svg) => void> = {
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
