import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Everything the Node server answers; images stay static files under public/. */
const apiTarget = 'http://127.0.0.1:3001';
const serverPaths = [
  '/api',
  '/media',
  '/csrf-token',
  '/healthz',
  '/readyz',
  '/sitemap.xml',
  '/robots.txt',
];

const browserBuild = {
  outDir: fromRoot('./dist/web'),
  emptyOutDir: true,
  // Hashed files under assets/ are the ones the server may cache for a year.
  assetsDir: 'assets',
  // dist/web/.vite/manifest.json: scripts/check-bundle-budget.mjs reads what the first page loads.
  manifest: true,
  rolldownOptions: {
    output: {
      // Libraries change less often than the shop's code: their own files stay cached across
      // releases. Each group is still loaded only by the pages that import it.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          // zxcvbn-ts and its dictionaries (~850 kB gzip): only the forms that set a password load
          // them, in parts under Vite's 500 kB warning that download side by side.
          {
            name: 'password-dictionaries',
            test: /node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)[\\/]/,
            maxSize: 450_000,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;

const ssrBuild = {
  outDir: fromRoot('./dist/ssr'),
  emptyOutDir: true,
  // Images and videos are the browser build's to serve.
  copyPublicDir: false,
} satisfies BuildEnvironmentOptions;

/**
 * `vite build` makes the browser's app (dist/web); `vite build --ssr entry-server.tsx` the
 * server's page renderer from the same code (dist/ssr, decision 0010), its libraries left to
 * node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./public'),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild ? ssrBuild : browserBuild,
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])),
  },
}));
