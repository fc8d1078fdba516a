// `npm start`: one command on a fresh clone. Builds when the build is missing or older than its
// sources, then runs the built server in this process (so SIGTERM reaches its graceful shutdown).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt < changedAt) {
  console.info(builtAt === 0 ? 'No build yet: building the shop…' : 'Sources changed: rebuilding…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'dist/node/server/main.js')).href);
