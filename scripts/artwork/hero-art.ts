import { mattressLook, productById } from './mattress-art.js';
import { bedroom, STYLES } from './scenes.js';
import { CREAM, Svg } from './svg.js';

/**
 * The home page's hero: the flagship mattress in its bedroom. The wide scene leaves the left for
 * the headline; the portrait crop for phones fills the width with the bed and keeps it in the top
 * half, above the headline the page lays over the bottom.
 */
export function heroScene(shape: 'wide' | 'portrait'): Svg {
  const [width, height] = shape === 'wide' ? [1920, 1080] : [1200, 1600];
  const svg = new Svg(width, height);
  bedroom(svg, {
    width,
    height,
    style: STYLES['8etterSleep'],
    mattress: mattressLook(productById(15), 1),
    topper: null,
    pillow: CREAM,
    bolster: null,
    ...(shape === 'wide' ? { fill: 0.7, shiftX: 0.12 } : { fill: 0.95, shiftX: 0, shiftY: -0.15 }),
  });
  return svg;
}
