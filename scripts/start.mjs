// `npm start`: one command on a fresh clone. Builds when the build is missing or older than its
// sources, then runs the built server in this process (so SIGTERM reaches its graceful shutdown).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'dist/node/server/main.js')).href);
