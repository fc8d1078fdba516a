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

/**
 * The srcset and sizes the browser chose the picture from: the first <source> of its <picture>
 * whose media matches this screen (art direction), else the <img>'s own.
 */
function chosenSource(image: Locator): Promise<{ srcset: string | null; sizes: string | null }> {
  return image.evaluate((element: HTMLImageElement) => {
    const sources = [...(element.parentElement?.querySelectorAll('source') ?? [])];
    const chosen =
      sources.find((source) => !source.media || window.matchMedia(source.media).matches) ?? element;
    return { srcset: chosen.getAttribute('srcset'), sizes: chosen.getAttribute('sizes') };
  });
}

/**
 * Checks that, of the page's image preloads, exactly one applies to this screen (its media
 * matches), that it matches the source the picture was chosen from and fed it; returns the URL
 * shown.
 */
async function expectPreloadedOnce(page: Page, image: Locator): Promise<string> {
  await expect(image).toHaveJSProperty('complete', true);
  const shown = await image.evaluate((element: HTMLImageElement) => element.currentSrc);

  const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) =>
    links
      .filter((link) => {
        const media = link.getAttribute('media');
        return !media || window.matchMedia(media).matches;
      })
      .map((link) => ({
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
      })),
  );
  expect(preloads).toEqual([await chosenSource(image)]);

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
    const hero = page.locator('#hero-title').locator('xpath=ancestor::section[1]/picture/img');
    const shown = await expectPreloadedOnce(page, hero);
    // Phones get the portrait crop, wider screens the wide scene.
    const width = page.viewportSize()?.width ?? 0;
    expect(new URL(shown).pathname).toBe(
      width < 640 ? '/media/hero-portrait.jpg' : '/media/hero.jpg',
    );

    expect(requests.filter((url) => /\/media\/hero(-portrait)?\.jpg/.test(url))).toEqual([shown]);
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
