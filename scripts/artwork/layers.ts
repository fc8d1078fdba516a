import { darker, lighter, num, type Pt, polyline, type Svg } from './svg.js';

// ---------------------------------------------------------------------------------------------
// Layer textures for cross-sections (face-local cm, y down)

export type LayerKind =
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

export interface Layer {
  kind: LayerKind;
  cm: number;
}

export const LAYER_COLOURS: Record<LayerKind, string> = {
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
export function layerFill(svg: Svg, layer: Layer): string {
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
export function layerStack(svg: Svg, layers: readonly Layer[], width: number): string {
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
export function fitLayers(layers: readonly Layer[], total: number): Layer[] {
  const sum = layers.reduce((s, l) => s + l.cm, 0);
  return layers.map((l) => ({ kind: l.kind, cm: (l.cm * total) / sum }));
}
