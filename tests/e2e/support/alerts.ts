import type { Page } from '@playwright/test';

/** window.alert texts, accepted as they come. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    // Headless Chromium sometimes closes an alert by itself before Playwright's accept arrives
    // ("No dialog is showing"); the message was seen, which is what the tests check.
    dialog.accept().catch(() => undefined);
  });
  return alerts;
}
