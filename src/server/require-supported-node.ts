import { unsupportedNodeMessage } from '#server/lib/supported-node.js';

// Imported first by main.ts: modules are evaluated in import order, so an old Node.js (the
// machine's own, when someone runs `node dist/node/server/main.js`) is refused with one clear line
// before any dependency that needs a newer runtime is evaluated and fails obscurely.
const message = unsupportedNodeMessage(process.version);
if (message) {
  console.error(message);
  process.exit(1);
}
