import { expect, type Locator, type Page, test } from './support/app-test';
import { firmMattress } from './support/products';

/**
 * The server preloads each page's largest picture from the head it writes (src/server/plugins/
 * page-head.ts). Worth it only if the browser's <img> then uses that very download: same URL at
 * this screen's width, fetched once, and it is what the page paints as its largest content.
 */

/** Every image request the page makes, by URL, as the browser sent them. */
function recordImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url());
  });
  return urls;
}

/** The URL of the page's largest paint, once the picture has loaded. */
function largestPaintUrl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { url: string }) | undefined;
          if (last) resolve(last.url);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Checks the page's one image preload matches the <img> and fed it; returns the URL shown. */
async function expectPreloadedOnce(page: Page, image: Locator): Promise<string> {
  await expect(image).toHaveJSProperty('complete', true);
  const shown = await image.evaluate((element: HTMLImageElement) => element.currentSrc);

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toBe(await image.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await image.getAttribute('sizes'));

  // The preload's download is the one the page shows: the browser timed it as the link's.
  const timings = await page.evaluate(
    (url) =>
      performance
        .getEntriesByName(url, 'resource')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    shown,
  );
  expect(timings).toEqual(['link']);
  return shown;
}

test.describe('the largest picture is preloaded', () => {
  test('home: the hero picture is fetched once, from the preload, and is the largest paint', async ({
    page,
  }) => {
    const requests = recordImageRequests(page);
    await page.goto('/');
    const hero = page.locator('#hero-title').locator('xpath=ancestor::section[1]/img');
    const shown = await expectPreloadedOnce(page, hero);

    expect(requests.filter((url) => url.includes('/media/hero.jpg'))).toEqual([shown]);
    expect(await largestPaintUrl(page)).toBe(shown);
    // The home screen's own code is fetched with the app's, not after it has run.
    const listed: string[] = JSON.parse(
      (await page.locator('#page-scripts').textContent()) ?? '[]',
    );
    expect(listed.some((file) => file.startsWith('/assets/home-page-'))).toBe(true);
    await expect(
      page.locator('head link[rel="modulepreload"][href^="/assets/home-page-"]'),
    ).toHaveCount(1);
  });

  test('product page: the main picture is fetched once, from the preload, and is the largest paint', async ({
    page,
  }) => {
    const requests = recordImageRequests(page);
    await page.goto(firmMattress.path);
    const main = page.getByRole('img', { name: '8etterCare 1, image 1 of 4' });
    const shown = await expectPreloadedOnce(page, main);
    const picture = new URL(shown).pathname;

    // Thumbnails of the same picture are asked for at their own small widths; the main slot once.
    const mainSized = requests.filter(
      (url) =>
        new URL(url).pathname === picture && Number(new URL(url).searchParams.get('w')) >= 480,
    );
    expect(mainSized).toEqual([shown]);
    expect(await largestPaintUrl(page)).toBe(shown);
  });
});
