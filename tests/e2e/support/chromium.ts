import { accessSync, constants } from 'node:fs';

/** Debian's Chromium, which CI installs (`.ci/run`) and the end-to-end tests prefer. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface E2eChromium {
  executablePath: string;
  /** Which one, in words, for the run's first line. */
  description: string;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser the end-to-end tests drive: Debian's Chromium when the machine has it, otherwise the
 * Chromium that `npm install` brought from the npm registry (@sparticuz/chromium, unpacked into
 * the temporary folder on first use), so `npm install && npm test` passes on a machine with
 * nothing else, as Node.js 24 already comes from the registry (decision 0020).
 */
export async function e2eChromium(): Promise<E2eChromium> {
  if (isExecutable(DEBIAN_CHROMIUM)) {
    return {
      executablePath: DEBIAN_CHROMIUM,
      description: `Debian's Chromium (${DEBIAN_CHROMIUM})`,
    };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  return {
    executablePath,
    description: `Chromium from the npm registry (@sparticuz/chromium, ${executablePath}): ${DEBIAN_CHROMIUM} is not installed`,
  };
}
