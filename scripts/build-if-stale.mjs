// Builds the shop when its build is missing or older than its sources: `npm start` and the local
// cluster (deploy/) run the built server, and a fresh clone has none yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/web/index.html', 'dist/node/server/main.js'].map((f) => path.join(root, f));
const sources = [
  'src',
  'public',
  'drizzle',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** Runs `npm run build` when needed; throws when the build fails (its output says why). */
export function buildIfStale() {
  const builtAt = Math.min(
    ...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= changedAt) return;
  console.info(builtAt === 0 ? 'No build yet: building the shop…' : 'Sources changed: rebuilding…');
  // The production build whoever asks: under Vitest NODE_ENV is `test`, which would bundle React's
  // development build.
  const { NODE_ENV: _caller, ...env } = process.env;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
}
