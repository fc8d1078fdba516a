import type { Page, TestInfo } from '@playwright/test';

/** Takes full-page screenshots into the test's output folder, named for what they show. */
export function screenshotter(page: Page, testInfo: TestInfo): (name: string) => Promise<Buffer> {
  return (name) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
