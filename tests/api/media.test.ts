import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUSY_MESSAGE } from '#server/modules/media/routes.js';
import { IMAGE_WIDTHS } from '#shared/images.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

let shop: TestApp;
let webDir: string;

const AVIF_FIRST = 'image/avif,image/webp,image/apng,*/*;q=0.8';

/** A plain picture of the given size, as a PNG. */
const picture = (width: number, height: number, colour = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function put(root: string, key: string, data: Buffer): Promise<void> {
  const file = path.join(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

async function get(url: string, accept = AVIF_FIRST) {
  return shop.app.inject({ url, headers: { accept } });
}

async function cachedFiles(): Promise<string[]> {
  const dir = path.join(shop.config.dataDir, 'cache', 'media');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  // A stand-in build whose img/ holds the shipped images.
  webDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-media-web-'));
  await put(path.join(webDir, 'img'), 'test/both.png', await picture(300, 100, '#00ff00'));
  await put(path.join(webDir, 'img'), 'shipped/only.png', await picture(400, 200));
  shop = await createTestApp({}, { webDistDir: webDir });
  const uploads = path.join(shop.config.dataDir, 'uploads');
  await put(uploads, 'test/wide.png', await picture(1000, 600));
  await put(uploads, 'test/tiny.png', await picture(100, 60));
  await put(uploads, 'test/both.png', await picture(200, 100, '#ff0000'));
});

afterAll(async () => {
  await shop.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('GET /media/<key>', () => {
  it('redirects a width it does not make to the next one up, keeping the rest', async () => {
    const response = await get('/media/test/wide.png?w=300&q=75&auto=format');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/media/test/wide.png?w=320&q=75&auto=format');
    const resized = await get(String(response.headers.location));
    expect(resized.statusCode).toBe(200);
    const metadata = await sharp(resized.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 192]);
  });

  it('uses 560 pixels when no width is asked for, and never enlarges', async () => {
    const byDefault = await sharp((await get('/media/test/wide.png')).rawPayload).metadata();
    expect(byDefault.width).toBe(560);
    const tiny = await sharp((await get('/media/test/tiny.png?w=1200')).rawPayload).metadata();
    expect(tiny.width).toBe(100);
    const huge = await get('/media/test/wide.png?w=99999');
    expect(huge.headers.location).toBe('/media/test/wide.png?w=1920');
    const widest = await sharp((await get('/media/test/wide.png?w=1920')).rawPayload).metadata();
    expect(widest.width).toBe(1000);
  });

  it('picks AVIF, then WebP, then JPEG by the Accept header with auto=format', async () => {
    const cases = [
      [AVIF_FIRST, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, contentType, format] of cases) {
      const response = await get('/media/test/wide.png?w=160&auto=format', accept);
      expect(response.headers['content-type']).toBe(contentType);
      expect((await sharp(response.rawPayload).metadata()).format).toBe(format);
      expect(response.headers.vary).toMatch(/Accept/);
    }
    // Without auto=format the original's own format is kept.
    const png = await get('/media/test/wide.png?w=160');
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('sends long-lived cache headers and an ETag that answers 304', async () => {
    const response = await get('/media/test/wide.png?w=240&auto=format');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await shop.app.inject({
      url: '/media/test/wide.png?w=240&auto=format',
      headers: { accept: AVIF_FIRST, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('makes three qualities and redirects any other to the nearest', async () => {
    for (const [asked, made] of [
      [5, 50],
      [62, 50],
      [63, 75],
      [80, 75],
      [100, 90],
    ] as const) {
      const response = await get(`/media/test/wide.png?w=160&q=${asked}&auto=format`);
      expect(response.statusCode, `q=${asked}`).toBe(301);
      expect(response.headers.location).toBe(`/media/test/wide.png?w=160&q=${made}&auto=format`);
    }
    const etag = async (q: number) =>
      (await get(`/media/test/wide.png?w=160&q=${q}&auto=format`)).headers.etag;
    expect(await etag(50)).not.toBe(await etag(90));
  });

  it('serves a rendition made once from the disk cache', async () => {
    const url = '/media/test/wide.png?w=480&q=50&auto=format';
    const before = await cachedFiles();
    const first = await get(url);
    const made = (await cachedFiles()).filter((file) => !before.includes(file));
    expect(made).toHaveLength(1);
    const [file] = made;
    expect(file?.startsWith(path.join(shop.config.dataDir, 'cache', 'media'))).toBe(true);
    expect(made.some((f) => f.endsWith('.tmp'))).toBe(false);
    // Change the cached bytes: the next answer shows they came from that file, not a new resize.
    await writeFile(String(file), Buffer.from('from the cache'));
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe('from the cache');
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('looks in the uploads first, then in the shipped images', async () => {
    const both = await sharp((await get('/media/test/both.png')).rawPayload).metadata();
    expect(both.width).toBe(200);
    const shipped = await get('/media/shipped/only.png?w=80');
    expect(shipped.statusCode).toBe(200);
    expect((await sharp(shipped.rawPayload).metadata()).width).toBe(80);
  });

  it('sends an unknown key to the fallback image, keeping the size asked for', async () => {
    const response = await get('/media/demo/no-such-image.webp?w=320&q=75&auto=format');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/media/Mattress1.jpg?w=320&q=75&auto=format');
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('refuses keys that try to leave the image folders', async () => {
    await writeFile(path.join(shop.config.dataDir, 'secret.png'), await picture(10, 10));
    const attempts = [
      '/media/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/media/..%2fsecret.png',
      '/media/test%2f..%2f..%2fsecret.png',
      '/media/test/..%5c..%5csecret.png',
      '/media/..%5csecret.png',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      '/media/test/wide.png%00.jpg',
      '/media/%2e%2e/secret.png',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
      expect(response.headers['content-type'] ?? '').not.toMatch(/^image\//);
    }
  });

  it('answers 400 for a width that is not a positive number', async () => {
    for (const w of ['abc', '0', '-5']) {
      expect((await get(`/media/test/wide.png?w=${w}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /media/<key> within its limits', () => {
  let limited: TestApp;
  const uploads = () => path.join(limited.config.dataDir, 'uploads');
  const cacheDir = () => path.join(limited.config.dataDir, 'cache', 'media');

  /** A photo-like (incompressible) JPEG, so its renditions have a size worth counting. */
  const noise = (size: number) =>
    sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();

  async function files(): Promise<Map<string, number>> {
    const entries = await readdir(cacheDir(), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const sizes = new Map<string, number>();
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      sizes.set(file, (await stat(file)).size);
    }
    return sizes;
  }

  beforeAll(async () => {
    // Two resizes run, none may wait; 100 KB of renditions at most.
    limited = await createTestApp({ MEDIA_RESIZE_QUEUE_MAX: '0', MEDIA_CACHE_MAX_MB: '0.1' });
    await put(uploads(), 'big/photo.png', await picture(3000, 2000));
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      await put(uploads(), `noise/${name}.jpg`, await noise(200));
    }
  });
  afterAll(() => limited.close());

  it('answers 503 with Retry-After when the resize queue is full, and serves once it is not', async () => {
    const urls = IMAGE_WIDTHS.slice(-6).map((w) => `/media/big/photo.png?w=${w}&auto=format`);
    const answers = await Promise.all(
      urls.map((url) => limited.app.inject({ url, headers: { accept: AVIF_FIRST } })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ message: MEDIA_BUSY_MESSAGE, code: 'unavailable' });
    }
    const again = await limited.app.inject({ url: urls[statuses.indexOf(503)] ?? '' });
    expect(again.statusCode).toBe(200);
  });

  it('keeps the cache under its cap, removing the least recently used renditions first', async () => {
    await rm(cacheDir(), { recursive: true, force: true });
    const made = new Map<string, string>();
    const request = async (name: string) => {
      const before = await files();
      const response = await limited.app.inject({ url: `/media/noise/${name}.jpg?w=160&q=90` });
      expect(response.statusCode).toBe(200);
      const file = [...(await files()).keys()].find((f) => !before.has(f));
      if (file) made.set(name, file);
    };
    for (const name of ['a', 'b', 'c']) await request(name);
    expect(made.size).toBe(3);
    // a is used again: now b is the least recently used.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await request('a');
    for (const name of ['d', 'e', 'f']) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await request(name);
    }
    const left = await files();
    const total = [...left.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(0.1 * 1024 * 1024);
    expect(left.has(made.get('b') ?? '')).toBe(false);
    expect(left.has(made.get('a') ?? '')).toBe(true);
    expect(left.has(made.get('f') ?? '')).toBe(true);
  });
});
