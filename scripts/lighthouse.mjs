/**
 * Lighthouse scores of the storefront's main pages, measured on the production build (run
 * `npm run build` first; `npm run lighthouse` does) in Debian's Chromium with Lighthouse's mobile
 * settings (a mid-range phone on a slow 4G line, simulated). Aim: performance 95 or more, the
 * other categories 100. Prints a table and, below it, every audit that cost a point.
 *
 * The shop runs as in production (NODE_ENV=production, embedded database in a throwaway DATA_DIR,
 * demo catalogue). Each page is loaded once before it is measured, so the server's resized-image
 * cache is warm as it is in a shop that has been running for a while; the browser cache is cold.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const DEFAULT_PAGES = [
  '/',
  '/products/all',
  '/product/15',
  '/products/collection/hotel',
  '/search?q=pillow',
];
/**
 * `node scripts/lighthouse.mjs /product/15 /` measures just those pages; `--runs=3` measures each
 * page three times and reports the run with the median performance score (scores move with the
 * machine's load, so one run says little on a busy machine).
 */
const args = process.argv.slice(2);
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs wants a whole number, not ${runsArg}`);
const pageArgs = args.filter((arg) => !arg.startsWith('--'));
const PAGES = pageArgs.length > 0 ? pageArgs : DEFAULT_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AIM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A first boot migrates and seeds the embedded database: slow on a busy machine.
const READY_TIMEOUT_MS = 180_000;

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(projectRoot, 'dist/node/server/main.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function startShop() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No load balancer to drain away from: stop at once when the measurements are done.
      SHUTDOWN_DRAIN_SECONDS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Without Stripe keys production needs the sandbox payment page allowed explicitly.
      ALLOW_SANDBOX_PAYMENTS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Lighthouse's default settings are its mobile ones: Moto G Power screen, slow 4G, 4x CPU. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
}

/** Audits that cost points, by category, with the number Lighthouse shows for them. */
function shortfalls(lhr) {
  const lines = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`    ${category}: ${audit.title}${shown}`);
    }
  }
  return lines;
}

/**
 * The run whose performance score is the median of the runs that got one (a run Lighthouse could
 * not score, such as one that timed out, counts only when no run was scored).
 */
function medianRun(runs) {
  const scored = runs.filter((run) => !Number.isNaN(score(run, 'performance')));
  if (scored.length === 0) return runs[0];
  const sorted = scored.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function metric(lhr, id) {
  return lhr.audits[id]?.displayValue ?? '-';
}

function printTable(results) {
  const header = ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'CLS', 'TBT'];
  const rows = results.map(({ page, lhr }) => [
    page,
    ...CATEGORIES.map((category) => String(score(lhr, category))),
    metric(lhr, 'largest-contentful-paint'),
    metric(lhr, 'cumulative-layout-shift'),
    metric(lhr, 'total-blocking-time'),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const format = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.info(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.info(format(row));
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function main() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build"`);
  // chrome-launcher waits a long while for a browser that is not there before it gives up.
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`,
    );
  }
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  const reportDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-reports-'));
  const results = [];
  try {
    for (const page of PAGES) {
      const url = `${shop.baseUrl}${page}`;
      await audit(url, chrome.port);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port));
      const lhr = medianRun(runs);
      results.push({ page, lhr });
      const file = path.join(
        reportDir,
        `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`,
      );
      await writeFile(file, JSON.stringify(lhr));
      const scores = runs.map((run) => score(run, 'performance')).join(', ');
      for (const run of runs) {
        if (run.runtimeError) console.warn(`${page}: a run failed: ${run.runtimeError.message}`);
      }
      console.info(`measured ${page}${RUNS > 1 ? ` (performance ${scores})` : ''}`);
    }
  } finally {
    await chrome.kill();
    await shop.stop();
  }

  printTable(results);
  let missed = false;
  for (const { page, lhr } of results) {
    const below = CATEGORIES.filter((category) => score(lhr, category) < AIM[category]);
    if (below.length === 0) continue;
    missed = true;
    console.info(`\n${page}: below the aim in ${below.join(', ')}`);
    for (const line of shortfalls(lhr)) console.info(line);
  }
  console.info(
    `\nAim: performance >= 95, the others 100. ${missed ? 'Not met everywhere.' : 'Met on every page.'}`,
  );
  console.info(
    `Full reports (JSON, open in https://googlechrome.github.io/lighthouse/viewer/): ${reportDir}`,
  );
}

await main();
