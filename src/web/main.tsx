import './styles.css';
import { PAGE_SCRIPTS_ELEMENT_ID } from '#shared/page-rendering.js';
import { keepEarlyTaps } from '#web/lib/early-taps.ts';

const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * The page's entry script. A server-rendered page shows without scripts, so the app's own code
 * (./app/start) is fetched and run only after the browser has painted it: until then it would
 * compete with the page's stylesheet and pictures, and taking the page over is a long task that
 * would hold that first paint back. Pages the browser renders alone start it at once (their head
 * preloads it).
 */
function afterFirstContentfulPaint(): Promise<void> {
  // A page opened in the background paints when it is shown; its app need not wait for that.
  const canObserve = PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !canObserve) return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      observer.disconnect();
      clearTimeout(fallback);
      // The paint is recorded as the frame is made: the next task comes after it is shown.
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should the browser never report it, the page still comes alive.
    const fallback = setTimeout(start, PAINT_WAIT_LIMIT_MS);
  });
}

/**
 * The scripts the server listed for this page, fetched together rather than import by import.
 * Inserted as one fragment: a link at a time, each insertion was its own piece of work for the
 * browser, and together the longest task of taking a page over on a phone.
 */
function preloadPageScripts(): void {
  const listed = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  const links = document.createDocumentFragment();
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

async function startWhenPainted(): Promise<void> {
  const earlyTaps = keepEarlyTaps();
  // A shopper already tapping wants the app now, painted or not.
  await Promise.race([afterFirstContentfulPaint(), earlyTaps.firstInput]);
  preloadPageScripts();
  const { startApp } = await import('#web/app/start.tsx');
  await startApp();
  earlyTaps.replay();
}

const serverRendered = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID) !== null;
if (serverRendered) void startWhenPainted();
else void import('#web/app/start.tsx').then(({ startApp }) => startApp());
