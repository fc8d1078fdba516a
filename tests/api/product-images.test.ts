import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3ImageStorage } from '#server/modules/media/storage/s3-storage.js';
import { signUploadGrant } from '#server/modules/media/storage/upload-token.js';
import {
  UPLOAD_URL_INVALID_MESSAGE,
  UPLOAD_URL_USED_MESSAGE,
} from '#server/modules/media/upload-routes.js';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_PIXELS_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '#shared/image-upload.js';
import type { Product } from '#shared/schemas/product.js';
import { PRODUCT_MESSAGES } from '#shared/schemas/product-admin.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';

/** A plain picture in the given format. */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();
}

async function newProduct(admin: BrowserSession): Promise<number> {
  const response = await admin.post('/api/products/create', {
    name: 'Upload Test Mattress',
    price: 800,
    collection: 'Hotel',
    stockQty: 3,
  });
  expect(response.statusCode).toBe(201);
  return response.json().productId;
}

async function presign(
  admin: BrowserSession,
  productId: number,
  kind: string,
  contentType = 'image/png',
  filename = 'photo.png',
) {
  const response = await admin.post(`/api/products/${productId}/images/presign`, {
    kind,
    filename,
    contentType,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ uploadUrl: string; key: string; contentType: string }>();
}

/** Files below a folder, as relative paths; an absent folder has none. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('images on local disk', () => {
  let shop: AdminTestApp;
  let admin: BrowserSession;
  let uploads: string;

  beforeAll(async () => {
    shop = await createAdminTestApp();
    admin = shop.admin;
    uploads = path.join(shop.config.dataDir, 'uploads');
  });
  afterAll(() => shop.close());

  /** The browser's PUT to the upload URL: no session cookie, no anti-forgery token, only the URL. */
  function putFile(uploadUrl: string, bytes: Buffer, contentType: string) {
    return shop.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
  }

  async function upload(productId: number, kind: string, bytes: Buffer, type = 'image/png') {
    const grant = await presign(admin, productId, kind, type);
    const put = await putFile(grant.uploadUrl, bytes, type);
    expect(put.statusCode, put.body).toBe(200);
    return grant.key;
  }

  it('uploads a main image and two gallery images, served resized by the image route', async () => {
    const productId = await newProduct(admin);
    const grant = await presign(admin, productId, 'main');
    expect(grant.uploadUrl).toMatch(
      new RegExp(`^/api/uploads/${grant.key}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(grant.key).toMatch(new RegExp(`^products/${productId}/main/[0-9a-f-]{36}\\.png$`));
    expect((await putFile(grant.uploadUrl, await picture(1200, 800), 'image/png')).statusCode).toBe(
      200,
    );
    const main = await admin.post(`/api/products/${productId}/images`, {
      key: grant.key,
      kind: 'main',
      sortOrder: 0,
    });
    expect(main.statusCode).toBe(201);
    expect(main.json().mainImage).toMatchObject({
      key: grant.key,
      url: expect.stringContaining('/media/products/'),
    });

    const first = await upload(productId, 'gallery', await picture(900, 600, 'jpeg'), 'image/jpeg');
    const second = await upload(
      productId,
      'gallery',
      await picture(900, 600, 'webp'),
      'image/webp',
    );
    await admin.post(`/api/products/${productId}/images`, {
      key: first,
      kind: 'gallery',
      sortOrder: 1,
    });
    const both = await admin.post(`/api/products/${productId}/images`, {
      key: second,
      kind: 'gallery',
      sortOrder: 2,
    });
    const gallery = both.json<{ gallery: Product['gallery'] }>().gallery;
    expect(gallery.map((image) => image.key)).toEqual([first, second]);

    const resized = await shop.app.inject({
      url: `/media/${grant.key}?w=320&q=75&auto=format`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(320);

    // Reordered, then one removed: its file goes too.
    const reordered = await admin.put(`/api/products/${productId}/images/order`, {
      imageIds: [gallery[1]?.imageId, gallery[0]?.imageId],
    });
    expect(reordered.json().gallery.map((image: { key: string }) => image.key)).toEqual([
      second,
      first,
    ]);
    const removed = await admin.delete(`/api/products/${productId}/images/${gallery[0]?.imageId}`);
    expect(removed.json().gallery.map((image: { key: string }) => image.key)).toEqual([second]);
    expect(await filesBelow(uploads)).not.toContain(first);

    const noMain = await admin.delete(`/api/products/${productId}/main-image`);
    expect(noMain.json().mainImage).toBeNull();
    expect(await filesBelow(uploads)).not.toContain(grant.key);
    expect((await admin.delete(`/api/products/${productId}/main-image`)).statusCode).toBe(404);

    // Deleting the product empties its folder.
    await admin.delete(`/api/products/${productId}`);
    expect(
      (await filesBelow(uploads)).filter((file) => file.startsWith(`products/${productId}/`)),
    ).toEqual([]);
  });

  it('refuses a type other than JPEG, PNG, WebP or AVIF before any URL is made', async () => {
    const productId = await newProduct(admin);
    const response = await admin.post(`/api/products/${productId}/images/presign`, {
      kind: 'main',
      filename: 'brochure.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('refuses a renamed non-image, an oversized file and too many pixels, storing nothing', async () => {
    const productId = await newProduct(admin);
    const before = await filesBelow(uploads);
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('%PDF-1.7 not a picture at all'), 'image/png', 415, UPLOAD_TYPE_MESSAGE],
      [
        Buffer.concat([await picture(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        'image/png',
        413,
        UPLOAD_SIZE_MESSAGE,
      ],
      [await picture(8000, 7000), 'image/png', 413, UPLOAD_PIXELS_MESSAGE],
      [
        await picture(100, 100, 'jpeg'),
        'image/png',
        415,
        'This file is JPEG inside but was sent as image/png. Please choose the file again.',
      ],
    ];
    for (const [bytes, type, status, message] of cases) {
      const grant = await presign(admin, productId, 'gallery', type);
      const put = await putFile(grant.uploadUrl, bytes, type);
      expect(put.statusCode).toBe(status);
      expect(put.json().message).toBe(message);
      // Nothing to register either.
      const register = await admin.post(`/api/products/${productId}/images`, {
        key: grant.key,
        kind: 'gallery',
      });
      expect(register.statusCode).toBe(409);
      expect(register.json().message).toBe('No file has been uploaded for this image yet.');
    }
    expect(await filesBelow(uploads)).toEqual(before);
  });

  it('refuses an expired or tampered upload URL, storing nothing', async () => {
    const productId = await newProduct(admin);
    const before = await filesBelow(uploads);
    const grant = await presign(admin, productId, 'main');
    const bytes = await picture(200, 200);
    const url = new URL(grant.uploadUrl, 'http://shop.test');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const past = Date.now() - 1000;
    const expiredSignature = signUploadGrant(shop.app.sessionSecrets.current, {
      key: grant.key,
      contentType: 'image/png',
      expires: past,
    });
    const otherKey = `products/${productId}/main/00000000-0000-0000-0000-000000000000.png`;
    const refused = [
      `/api/uploads/${otherKey}?expires=${expires}&signature=${signature}`,
      `/api/uploads/${grant.key}?expires=${expires + 60_000}&signature=${signature}`,
      `/api/uploads/${grant.key}?expires=${expires}&signature=${signature.slice(1)}A`,
      `/api/uploads/${grant.key}?expires=${past}&signature=${expiredSignature}`,
      `/api/uploads/${grant.key}`,
    ];
    for (const address of refused) {
      const put = await putFile(address, bytes, 'image/png');
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(UPLOAD_URL_INVALID_MESSAGE);
    }
    // The genuine URL works once; a second PUT cannot replace the image.
    expect((await putFile(grant.uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
    expect((await putFile(grant.uploadUrl, bytes, 'image/png')).statusCode).toBe(409);
    expect((await filesBelow(uploads)).filter((file) => !before.includes(file))).toEqual([
      grant.key,
    ]);
  });

  it('uploads once per URL: of two PUTs at the same instant one is stored, the other refused', async () => {
    const productId = await newProduct(admin);
    const grant = await presign(admin, productId, 'gallery');
    const [red, blue] = await Promise.all([
      sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
      sharp({ create: { width: 40, height: 40, channels: 3, background: '#0000ff' } })
        .png()
        .toBuffer(),
    ]);
    const answers = await Promise.all([
      putFile(grant.uploadUrl, red, 'image/png'),
      putFile(grant.uploadUrl, blue, 'image/png'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(UPLOAD_URL_USED_MESSAGE);
    const stored = await readFile(path.join(uploads, grant.key));
    const winner = answers[0]?.statusCode === 200 ? red : blue;
    expect(stored.equals(winner)).toBe(true);

    // Registered, then removed: the URL, still within its 15 minutes, cannot bring a file back.
    await admin.post(`/api/products/${productId}/images`, { key: grant.key, kind: 'gallery' });
    const [image] = (await admin.get(`/api/products/${productId}`)).json<Product>().gallery;
    const removed = await admin.delete(`/api/products/${productId}/images/${image?.imageId}`);
    expect(removed.statusCode).toBe(200);
    expect(await filesBelow(uploads)).not.toContain(grant.key);
    expect((await putFile(grant.uploadUrl, red, 'image/png')).statusCode).toBe(409);
    expect(await filesBelow(uploads)).not.toContain(grant.key);
  });

  it('registers only keys the server made for this product and use, once', async () => {
    const productId = await newProduct(admin);
    const otherId = await newProduct(admin);
    const key = await upload(productId, 'gallery', await picture(300, 300));
    const cases = [
      [otherId, { key, kind: 'gallery' }],
      [productId, { key, kind: 'main' }],
      [productId, { key: 'demo/8ettercare-1-1.webp', kind: 'main' }],
      [productId, { key: '../../session-secret', kind: 'main' }],
    ] as const;
    for (const [id, body] of cases) {
      const response = await admin.post(`/api/products/${id}/images`, body);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await admin.post(`/api/products/${productId}/images`, { key, kind: 'gallery' })).statusCode,
    ).toBe(201);
    const twice = await admin.post(`/api/products/${productId}/images`, { key, kind: 'gallery' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This image has been added already.');
  });

  it('adds, edits and removes features with an uploaded image', async () => {
    const productId = await newProduct(admin);
    const url = `/api/products/${productId}/features`;
    expect((await admin.post(url, { name: 'Cool', paragraphs: [] })).json().errors[0].msg).toBe(
      PRODUCT_MESSAGES.featureImage,
    );
    expect((await admin.post(url, { name: '  ', imageKey: 'x' })).json().errors[0].msg).toBe(
      PRODUCT_MESSAGES.featureName,
    );
    const imageKey = await upload(productId, 'feature', await picture(600, 400));
    const created = await admin.post(url, {
      name: 'CoolTouch Cover',
      slogan: 'Sleep cooler',
      paragraphs: 'Breathes all night.\n\n   \nWashable at 40°.\n',
      reverse: true,
      imageKey,
    });
    expect(created.statusCode).toBe(201);
    const feature = created.json();
    expect(feature).toMatchObject({
      name: 'CoolTouch Cover',
      slogan: 'Sleep cooler',
      paragraphs: ['Breathes all night.', 'Washable at 40°.'],
      reverse: true,
      sortOrder: 0,
      imageKey,
      image: expect.stringContaining(imageKey),
    });
    const listed = await admin.get(url);
    expect(listed.json()).toEqual([feature]);

    const newImage = await upload(
      productId,
      'feature',
      await picture(600, 400, 'avif'),
      'image/avif',
    );
    const edited = await admin.put(`${url}/${feature.featureId}`, {
      name: 'CoolTouch',
      paragraphs: ['One.', '', 'Two.'],
      reverse: false,
      sortOrder: 3,
      imageKey: newImage,
    });
    expect(edited.json()).toMatchObject({
      name: 'CoolTouch',
      paragraphs: ['One.', 'Two.'],
      reverse: false,
      sortOrder: 3,
      imageKey: newImage,
    });
    expect(await filesBelow(uploads)).not.toContain(imageKey);

    const kept = await admin.put(`${url}/${feature.featureId}`, { name: 'CoolTouch 2' });
    expect(kept.json().imageKey).toBe(newImage);

    expect((await admin.delete(`${url}/${feature.featureId}`)).statusCode).toBe(200);
    expect((await admin.get(url)).json()).toEqual([]);
    expect(await filesBelow(uploads)).not.toContain(newImage);
    expect((await admin.delete(`${url}/${feature.featureId}`)).statusCode).toBe(404);
  });
});

describe('images in an S3-compatible bucket', () => {
  const BUCKET = 'shop-images';
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let shop: AdminTestApp;
  let admin: BrowserSession;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address: AddressInfo = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    shop = await createAdminTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's own account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    admin = shop.admin;
  });
  afterAll(async () => {
    await shop.close();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const inBucket = async (key: string) => {
    const storage = shop.app.imageStorage as S3ImageStorage;
    try {
      await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      return true;
    } catch {
      return false;
    }
  };

  it('uploads through a presigned URL, then serves the image resized from the bucket', async () => {
    const productId = await newProduct(admin);
    const grant = await presign(admin, productId, 'main', 'image/jpeg', 'IMG_0042.JPG');
    expect(
      grant.uploadUrl.startsWith(`${endpoint}/${BUCKET}/incoming/products/${productId}/main/`),
    ).toBe(true);
    expect(grant.uploadUrl).toContain('X-Amz-Signature=');
    const put = await fetch(grant.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(await picture(1000, 700, 'jpeg')),
    });
    expect(put.status).toBe(200);
    const registered = await admin.post(`/api/products/${productId}/images`, {
      key: grant.key,
      kind: 'main',
      sortOrder: 0,
    });
    expect(registered.statusCode).toBe(201);
    expect(await filesBelow(path.join(shop.config.dataDir, 'uploads'))).toEqual([]);

    const resized = await shop.app.inject({
      url: `/media/${grant.key}?w=480&q=75&auto=format`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/avif');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(480);
    // Demo images still come from the shipped folder.
    expect((await shop.app.inject({ url: '/media/Mattress1.jpg?w=160' })).statusCode).toBe(200);

    await admin.delete(`/api/products/${productId}`);
    expect(await inBucket(grant.key)).toBe(false);
  });

  it('refuses a renamed non-image or an oversized file after upload and removes it from the bucket', async () => {
    const productId = await newProduct(admin);
    const cases: [Buffer, number, string][] = [
      [Buffer.from('MZ this is an executable, not a picture'), 415, UPLOAD_TYPE_MESSAGE],
      [
        Buffer.concat([await picture(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        413,
        UPLOAD_SIZE_MESSAGE,
      ],
    ];
    for (const [bytes, status, message] of cases) {
      const grant = await presign(admin, productId, 'gallery');
      const put = await fetch(grant.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
      expect(put.status).toBe(200);
      expect(await inBucket(`incoming/${grant.key}`)).toBe(true);
      const register = await admin.post(`/api/products/${productId}/images`, {
        key: grant.key,
        kind: 'gallery',
      });
      expect(register.statusCode).toBe(status);
      expect(register.json().message).toBe(message);
      expect(await inBucket(grant.key)).toBe(false);
      expect(await inBucket(`incoming/${grant.key}`)).toBe(false);
    }
    const product = (await admin.get(`/api/products/${productId}`)).json<Product>();
    expect(product.gallery).toEqual([]);
  });

  it('serves only the checked copy: the presigned URL used again cannot replace an accepted image', async () => {
    const productId = await newProduct(admin);
    const grant = await presign(admin, productId, 'main', 'image/png', 'photo.png');
    const putAgain = async (colour: string) => {
      const bytes = await sharp({
        create: { width: 64, height: 64, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      const put = await fetch(grant.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
      expect(put.status).toBe(200);
      return bytes;
    };
    const accepted = await putAgain('#00ff00');
    const registered = await admin.post(`/api/products/${productId}/images`, {
      key: grant.key,
      kind: 'main',
    });
    expect(registered.statusCode).toBe(201);
    expect(await inBucket(`incoming/${grant.key}`)).toBe(false);
    const served = async () => {
      const storage = shop.app.imageStorage as S3ImageStorage;
      const object = await storage.client.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: grant.key }),
      );
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    };
    expect((await served()).equals(accepted)).toBe(true);

    // Within its 15 minutes the URL still takes bytes, but only where nothing is served from.
    await putAgain('#ff0000');
    expect((await served()).equals(accepted)).toBe(true);
    const colour = async () => {
      const response = await shop.app.inject({ url: `/media/${grant.key}?w=80` });
      const { dominant } = await sharp(response.rawPayload).stats();
      return dominant;
    };
    expect((await colour()).g).toBeGreaterThan(200);
    // Registering the key again cannot swap the new bytes in either.
    const again = await admin.post(`/api/products/${productId}/images`, {
      key: grant.key,
      kind: 'main',
    });
    expect(again.statusCode).toBe(409);
    expect((await served()).equals(accepted)).toBe(true);
  });

  it('presigns for 15 minutes with the content type signed in', async () => {
    const productId = await newProduct(admin);
    const grant = await presign(admin, productId, 'main', 'image/webp', 'photo.webp');
    const url = new URL(grant.uploadUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'host']),
    );
    expect(grant).toMatchObject({
      contentType: 'image/webp',
      key: expect.stringMatching(/\.webp$/),
    });
  });
});
