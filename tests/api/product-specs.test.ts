import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECS_MESSAGES } from '#shared/schemas/product-specs.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/** A mattress's build as staff give it (issue 26), top layer first. */
const SPECS = {
  heightCm: 30.5,
  layers: [
    { material: 'Cooling gel foam', thicknessCm: 5 },
    { material: 'Pocket springs', thicknessCm: 20 },
    { material: 'Base foam', thicknessCm: 2.5 },
  ],
  materials: ['Natural latex', 'Steel pocket springs'],
  certifications: ['OEKO-TEX Standard 100'],
  careNotes: 'Rotate every three months.\nSpot-clean only.',
};

let shop: AdminTestApp;
let shopper: BrowserSession;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp();
  shopper = new BrowserSession(shop.app);
});
afterAll(() => shop.close());

function newMattress() {
  counter += 1;
  return insertProduct(shop, { name: `Specs Hybrid ${counter}`, priceCents: 99_900, firmness: 6 });
}

const saveSpecs = (who: BrowserSession, id: number, specs: unknown) =>
  who.put(`/api/products/${id}/specs`, specs);

/** The refusal's problems as "path: message" lines. */
function problems(response: { statusCode: number; json(): any }): string[] {
  expect(response.statusCode).toBe(400);
  return response
    .json()
    .errors.map((error: { path?: string; msg: string }) => `${error.path ?? ''}: ${error.msg}`);
}

describe('a product’s specs', () => {
  it('are saved by staff and shown to shoppers, layers in their order', async () => {
    const id = await newMattress();
    const before = await shopper.get(`/api/products/${id}`);
    expect(before.json().specs).toEqual({
      heightCm: null,
      layers: [],
      materials: [],
      certifications: [],
      careNotes: '',
    });

    const saved = await saveSpecs(shop.admin, id, {
      ...SPECS,
      materials: ['  Natural latex ', 'Steel pocket springs'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().specs).toEqual(SPECS);

    // The kept answer of the first read is not what the shopper sees now.
    const after = await shopper.get(`/api/products/${id}`);
    expect(after.json().specs).toEqual(SPECS);
    const listed = await shopper.get('/api/products?kind=mattress');
    const card = listed.json().find((product: { productId: number }) => product.productId === id);
    expect(card.specs.layers.map((layer: { material: string }) => layer.material)).toEqual([
      'Cooling gel foam',
      'Pocket springs',
      'Base foam',
    ]);
  });

  it('replace the layers as a set and record the change in the product’s trail', async () => {
    const id = await newMattress();
    expect((await saveSpecs(shop.admin, id, SPECS)).statusCode).toBe(200);
    const reordered = {
      ...SPECS,
      heightCm: null,
      layers: [
        { material: 'Pocket springs', thicknessCm: 20 },
        { material: 'Latex', thicknessCm: 4 },
      ],
      certifications: [],
    };
    expect((await saveSpecs(shop.admin, id, reordered)).statusCode).toBe(200);
    const shown = (await shopper.get(`/api/products/${id}`)).json().specs;
    expect(shown).toEqual(reordered);

    const trail = await shop.admin.get(`/api/admin/audit?entityType=product&entityId=${id}`);
    const [latest] = trail.json().entries;
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'Layer 1', from: 'Cooling gel foam, 5 cm', to: 'Pocket springs, 20 cm' },
        { field: 'Layer 2', from: 'Pocket springs, 20 cm', to: 'Latex, 4 cm' },
        expect.objectContaining({ field: 'Layer 3', from: 'Base foam, 2.5 cm' }),
        { field: 'Height (cm)', from: 30.5, to: null },
      ]),
    );
  });

  it('refuse bad input at each field’s path, all at once, and change nothing', async () => {
    const id = await newMattress();
    const bad = {
      heightCm: 0,
      layers: [
        { material: '', thicknessCm: 5 },
        { material: 'Foam', thicknessCm: 100.5 },
        { material: 'Springs\nhidden', thicknessCm: 0.05 },
      ],
      materials: ['Latex', 'latex'],
      certifications: ['x'.repeat(121)],
      careNotes: 'y'.repeat(2001),
    };
    expect(problems(await saveSpecs(shop.admin, id, bad))).toEqual(
      expect.arrayContaining([
        `heightCm: ${SPECS_MESSAGES.height}`,
        `layers.0.material: ${SPECS_MESSAGES.layerMaterial}`,
        `layers.1.thicknessCm: ${SPECS_MESSAGES.thickness}`,
        expect.stringMatching(/^layers\.2\.material: Please keep this to one line/),
        `layers.2.thicknessCm: ${SPECS_MESSAGES.thickness}`,
        `materials: ${SPECS_MESSAGES.repeated('material')}`,
        `certifications.0: ${SPECS_MESSAGES.entry('certification')}`,
        `careNotes: ${SPECS_MESSAGES.careNotes}`,
      ]),
    );
    const tooMany = { ...SPECS, heightCm: null, layers: Array(13).fill(SPECS.layers[0]) };
    expect(problems(await saveSpecs(shop.admin, id, tooMany))).toEqual([
      `layers: ${SPECS_MESSAGES.layers}`,
    ]);
    const taller = { ...SPECS, heightCm: 20 };
    expect(problems(await saveSpecs(shop.admin, id, taller))).toEqual([
      `layers: ${SPECS_MESSAGES.layersTaller(27.5, 20)}`,
    ]);
    expect(problems(await saveSpecs(shop.admin, id, {}))[0]).toMatch(/^heightCm: /);
    expect((await shopper.get(`/api/products/${id}`)).json().specs.layers).toEqual([]);
  });

  it('may be changed by catalogue staff only', async () => {
    const id = await newMattress();
    const visitor = new BrowserSession(shop.app);
    expect((await saveSpecs(visitor, id, SPECS)).statusCode).toBe(401);
    const customer = await shop.customer('specs-nosy@example.test');
    expect((await saveSpecs(customer, id, SPECS)).statusCode).toBe(403);
    const store = await shop.staff('specs-store@example.test', 'store');
    expect((await saveSpecs(store, id, SPECS)).statusCode).toBe(403);
    const catalogue = await shop.staff('specs-catalogue@example.test', 'catalogue');
    expect((await saveSpecs(catalogue, id, SPECS)).statusCode).toBe(200);
    expect((await saveSpecs(shop.admin, 999_999, SPECS)).statusCode).toBe(404);
  });
});

describe('the mattress finder', () => {
  it('reads the build staff gave for a shopper who sleeps hot', async () => {
    const plain = await insertProduct(shop, {
      name: 'Specs Plain Firm',
      priceCents: 99_900,
      firmness: 9.5,
    });
    const latex = await insertProduct(shop, {
      name: 'Specs Latex Firm',
      priceCents: 99_900,
      firmness: 9.5,
    });
    const build = {
      ...SPECS,
      layers: [{ material: 'Natural latex', thicknessCm: 6 }],
      materials: [],
    };
    expect((await saveSpecs(shop.admin, latex, build)).statusCode).toBe(200);

    const answer = await shopper.get('/api/finder?positions=front&build=heavy&feel=firm&hot=1');
    expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answer.json().picks;
    expect(first).toMatchObject({ productId: latex });
    expect(first.reasons).toContain('Sleeps cool: its build uses latex');
    expect(second).toMatchObject({ productId: plain });
    expect(second.reasons.join(' ')).not.toContain('Sleeps cool');
  });
});
