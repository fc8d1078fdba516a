import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '#server/db/seed/demo-catalog.js';
import { COLLECTIONS, MATTRESS_COLLECTIONS, SIZE_NAMES } from '#shared/constants.js';

const BED_SIZES = [
  ['91x190', 'Single'],
  ['107x190', 'Super Single'],
  ['152x190', 'Queen'],
  ['183x190', 'King'],
];

const mattresses = demoCatalog.filter((p) => p.collection !== 'Accessories');
const byId = (id: number) => demoCatalog.find((p) => p.id === id);

describe('demo catalogue', () => {
  it('has at least 20 products with ids 1..N in order', () => {
    expect(demoCatalog.length).toBeGreaterThanOrEqual(20);
    expect(demoCatalog.map((p) => p.id)).toEqual(demoCatalog.map((_, i) => i + 1));
  });

  it('features 8etterCare 1 (id 15) and 8etterCare 2 (id 14) in the 8etterSleep collection', () => {
    expect(byId(15)).toMatchObject({ name: '8etterCare 1', collection: '8etterSleep' });
    expect(byId(14)).toMatchObject({ name: '8etterCare 2', collection: '8etterSleep' });
  });

  it('gives product 15 at least three complete feature sections with alternating sides', () => {
    const features = byId(15)?.features ?? [];
    expect(features.length).toBeGreaterThanOrEqual(3);
    features.forEach((feature, i) => {
      expect(feature.name).not.toBe('');
      expect(feature.slogan).not.toBe('');
      expect(feature.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(feature.paragraphs.length).toBeLessThanOrEqual(4);
      expect(feature.reverse).toBe(i % 2 === 1);
    });
  });

  it('uses only known collections, with at least two products per mattress collection', () => {
    for (const product of demoCatalog) expect(COLLECTIONS).toContain(product.collection);
    for (const collection of MATTRESS_COLLECTIONS) {
      expect(demoCatalog.filter((p) => p.collection === collection).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(demoCatalog.filter((p) => p.collection === 'Accessories').length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('sells every mattress in the four bed sizes, priced up from a Single', () => {
    for (const product of mattresses) {
      expect(product.sizes.map((s) => [s.label, s.sizeName])).toEqual(BED_SIZES);
      const deltas = product.sizes.map((s) => s.priceDeltaCents);
      expect(deltas[0]).toBe(0);
      expect([...deltas].sort((a, b) => a - b)).toEqual(deltas);
      expect(new Set(deltas).size).toBe(deltas.length);
    }
  });

  it('uses only bed size names and keeps stock consistent', () => {
    for (const product of demoCatalog) {
      for (const size of product.sizes) expect(SIZE_NAMES).toContain(size.sizeName);
      if (product.sizes.length > 0) {
        expect(product.stockQty).toBe(product.sizes.reduce((sum, s) => sum + s.stockQty, 0));
      }
    }
    expect(demoCatalog.some((p) => p.sizes.some((s) => s.stockQty === 0))).toBe(true);
  });

  it('points every image key at a file under public/img', () => {
    const keys = demoCatalog.flatMap((p) => [
      p.mainImageKey,
      ...p.galleryKeys,
      ...p.features.map((f) => f.imageKey),
    ]);
    const missing = keys.filter((key) => !existsSync(path.join(process.cwd(), 'public/img', key)));
    expect(missing).toEqual([]);
  });
});
