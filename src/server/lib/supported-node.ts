/**
 * The Node.js line the shop runs on: the current LTS. On Linux `npm install` brings it as the
 * `node-linux-*` packages into node_modules/.bin, where every npm script finds it first.
 */
export const SUPPORTED_NODE_MAJOR = 24;

/** Why the shop refuses to run on this Node.js version (`process.version`), or null if it can. */
export function unsupportedNodeMessage(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= SUPPORTED_NODE_MAJOR) return null;
  return (
    `Node.js ${version} is not supported: the shop needs Node.js ${SUPPORTED_NODE_MAJOR} or newer. ` +
    `Start it with \`npm start\`, which runs the Node.js ${SUPPORTED_NODE_MAJOR} that \`npm install\` ` +
    'put in node_modules/.bin.'
  );
}
