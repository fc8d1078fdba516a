import { demoCatalog } from '../../src/server/db/seed/demo-catalog.js';
import type { DemoProduct } from '../../src/server/db/seed/demo-catalog-types.js';
import type { Collection } from '../../src/shared/constants.js';
import { drawBox, drawMattress, drawQuilting, type MattressLook, type Quilt } from './bedding.js';
import { boxCorners, footprint, frame, paintFace, shadow } from './camera.js';
import { fitLayers, type Layer, layerStack } from './layers.js';
import { bedroom, type CollectionStyle, type RoomVariant, studio } from './scenes.js';
import { CREAM, GOLD, H, lighter, NAVY, Svg, W, WHITE } from './svg.js';

// ---------------------------------------------------------------------------------------------
// Product art

export type ArtKind =
  | 'mattress'
  | 'pillow'
  | 'contour'
  | 'protector'
  | 'topper'
  | 'bolster'
  | 'sheets';

/** Accessories are told apart by what their name says they are. */
export function artKindOf(product: DemoProduct): ArtKind {
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
export function mattressLook(product: DemoProduct, indexInCollection: number): MattressLook {
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

/**
 * Each product of a collection gets its own room: another camera angle, throw, wall shade and
 * rug, so that cards side by side never show the same picture.
 */
const ROOM_VARIANTS: readonly RoomVariant[] = [
  { yaw: 0.5, pitch: 0.2, throw: '', wallShift: 0, rug: '' },
  { yaw: 0.22, pitch: 0.27, throw: '#b86b4b', wallShift: 0.18, rug: '#e9dcc6' },
  { yaw: 0.78, pitch: 0.16, throw: '#4f7f78', wallShift: -0.08, rug: '#d4c2a4' },
  { yaw: 0.36, pitch: 0.32, throw: '#c9a24a', wallShift: 0.3, rug: '#efe7da' },
];

export function roomVariant(style: CollectionStyle, index: number): RoomVariant {
  const variant = ROOM_VARIANTS[index % ROOM_VARIANTS.length] ?? ROOM_VARIANTS[0];
  if (!variant) throw new Error('No room variants');
  return {
    ...variant,
    throw: variant.throw || style.throw,
    rug: variant.rug || lighter(style.floor, 0.55),
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

export interface ArtContext {
  product: DemoProduct;
  style: CollectionStyle;
  /** Position among products of the same collection, for per-product variation. */
  index: number;
}

/** Views of a mattress: bedroom, cross-section, corner close-up, quilting close-up. */
export function mattressViews(ctx: ArtContext): Svg[] {
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
    variant: roomVariant(ctx.style, ctx.index),
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

export function productById(id: number): DemoProduct {
  const found = demoCatalog.find((p) => p.id === id);
  if (!found) throw new Error(`Product ${id} missing from the demo catalogue`);
  return found;
}
