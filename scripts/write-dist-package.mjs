// The compiled server (dist/node) is a package scope of its own: its `#shared/*` and `#server/*`
// imports resolve to the compiled files beside it, not to the TypeScript sources that the root
// package.json maps them to.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { imports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const compiled = Object.fromEntries(
  Object.entries(imports)
    .filter(([, target]) => target.startsWith('./src/'))
    .map(([alias, target]) => [alias, target.replace('./src/', './')]),
);
writeFileSync(
  path.join(root, 'dist/node/package.json'),
  `${JSON.stringify({ type: 'module', imports: compiled }, null, 2)}\n`,
);
