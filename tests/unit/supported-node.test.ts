import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR, unsupportedNodeMessage } from '#server/lib/supported-node.js';

const packageJson = JSON.parse(await readFile('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('supported Node.js', () => {
  it('runs the tests on the Node.js 24 that npm install brings, not the machine’s own', () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(24);
    expect(process.versions.node.split('.')[0]).toBe('24');
    // Linux x64 and arm64 get the pinned release from the registry; elsewhere any Node.js 24.
    const pinned = packageJson.optionalDependencies[`node-${process.platform}-${process.arch}`];
    expect(process.versions.node).toBe(pinned ?? process.versions.node);
  });

  it('declares the same Node.js line in package.json as the boot check enforces', () => {
    expect(packageJson.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
  });

  it('pins the same release for every platform package', () => {
    const pins = Object.entries(packageJson.optionalDependencies)
      .filter(([name]) => name.startsWith('node-'))
      .map(([, version]) => version);
    expect(pins.length).toBeGreaterThan(0);
    expect(new Set(pins)).toEqual(new Set([expect.stringMatching(/^24\.\d+\.\d+$/)]));
  });

  it.each(['v24.0.0', 'v24.21.0', 'v26.10.0', '24.11.1'])('accepts %s', (version) => {
    expect(unsupportedNodeMessage(version)).toBeNull();
  });

  it.each(['v20.20.2', 'v22.22.0', 'v18.20.8', 'v8.17.0', '', 'garbage'])(
    'refuses %j',
    (version) => {
      expect(unsupportedNodeMessage(version)).toBe(
        `Node.js ${version} is not supported: the shop needs Node.js 24 or newer. ` +
          'Start it with `npm start`, which runs the Node.js 24 that `npm install` put in node_modules/.bin.',
      );
    },
  );
});
