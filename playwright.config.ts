import { defineConfig } from '@playwright/test';
import { e2eChromium } from './tests/e2e/support/chromium';
import { DESKTOP_ONLY, PHONE_ONLY } from './tests/e2e/support/projects';

/** No browser download happens on these machines: Debian's Chromium, or the npm registry's. */
const chromium = await e2eChromium();

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // globalSetup boots the built server on a free port and hands its address over in E2E_BASE_URL.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, as Playwright's own template: a retried test is still listed as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromium.executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grepInvert: new RegExp(DESKTOP_ONLY),
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: new RegExp(PHONE_ONLY),
    },
  ],
});
