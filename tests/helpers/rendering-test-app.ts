import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPageRenderer } from '#web/entry-server.tsx';
import { createTestApp, type TestApp } from './test-app.js';

// A stand-in build of the SPA: the head marker and root of src/web/index.html.
const INDEX_HTML = `<!doctype html>
<html lang="en-SG">
  <head><!--app-head--></head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

/**
 * The shop rendering its pages with the app's own renderer, from its source (no build needed),
 * over a stand-in of the built index.html; closing it removes that stand-in too.
 */
export async function createRenderingTestApp(
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof createTestApp>[2] & {}, 'database' | 'clock'> = {},
): Promise<TestApp> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-ssr-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  const shop = await createTestApp(env, { webDistDir: webDir }, { ...options, createPageRenderer });
  return {
    ...shop,
    async close() {
      await shop.close();
      await rm(webDir, { recursive: true, force: true });
    },
  };
}
