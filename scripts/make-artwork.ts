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
import type { Collection } from '../src/shared/constants.js';
import { accessoryViews } from './artwork/accessory-art.js';
import { FEATURE_ART } from './artwork/feature-art.js';
import { heroScene } from './artwork/hero-art.js';
import { favicon, wordmark } from './artwork/logo.js';
import { type ArtContext, artKindOf, mattressViews, productById } from './artwork/mattress-art.js';
import { STYLES } from './artwork/scenes.js';
import { H, Svg, W } from './artwork/svg.js';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const IMG_DIR = path.join(PUBLIC_DIR, 'img');

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

  const hero = heroScene('wide');
  await writeWebp(hero, 'hero.webp', 70);
  await writeJpeg(hero, 'hero.jpg', 72);
  await writeJpeg(heroScene('portrait'), 'hero-portrait.jpg', 72);
  await writeFile(path.join(IMG_DIR, 'logo.svg'), wordmark());
  await writeFile(path.join(PUBLIC_DIR, 'favicon.svg'), favicon());

  const total = await sizeOf(PUBLIC_DIR);
  console.info(`Artwork written to ${IMG_DIR}; public/ is ${(total / 1024).toFixed(0)} KB`);
}

await main();
