import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server modules' graph, drawn from their imports (docs/decisions/0042): modules meet only
 * through each other's index.ts, an index.ts hands out services (no repository functions), and
 * the dependencies run one way, without a cycle.
 */

const MODULES_DIR = path.resolve('src/server/modules');
const ALIAS = '#server/modules/';

interface ModuleImport {
  file: string;
  from: string;
  to: string;
  /** The imported path inside the target module, e.g. 'index.js' or 'repository.js'. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function moduleOf(file: string): string | undefined {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..')) return undefined;
  return relative.split(path.sep)[0];
}

// TypeScript 7 has no compiler API to ask, and the few forms we write are plain to match.
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const REPOSITORY_EXPORT =
  /export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+['"]([^'"]*repository[^'"]*)['"]/g;

/** What a source file imports or re-exports, by the paths it names. */
function importedPaths(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)].map(
    (match) => match[1] as string,
  );
}

/** Every import (and export ... from) of one module's file into another module. */
function crossModuleImports(file: string): ModuleImport[] {
  const from = moduleOf(file) as string;
  return importedPaths(readFileSync(file, 'utf8')).flatMap((specifier) => {
    let inModules: string;
    if (specifier.startsWith(ALIAS)) inModules = specifier.slice(ALIAS.length);
    else if (specifier.startsWith('.')) {
      inModules = path.relative(MODULES_DIR, path.resolve(path.dirname(file), specifier));
      if (inModules.startsWith('..')) return [];
    } else return [];
    const [to, ...rest] = inModules.split(/[/\\]/);
    if (!to || to === from) return [];
    return [{ file: path.relative('.', file), from, to, target: rest.join('/') }];
  });
}

function moduleGraph(imports: ModuleImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR)) graph.set(module, new Set());
  for (const { from, to } of imports) graph.get(from)?.add(to);
  return graph;
}

/** The first cycle found, as its modules in order with the first repeated at the end. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (module: string, trail: string[]): string[] | undefined => {
    const seen = trail.indexOf(module);
    if (seen >= 0) return [...trail.slice(seen), module];
    if (done.has(module)) return undefined;
    for (const next of [...(graph.get(module) ?? [])].sort()) {
      const cycle = visit(next, [...trail, module]);
      if (cycle) return cycle;
    }
    done.add(module);
    return undefined;
  };
  for (const module of [...graph.keys()].sort()) {
    const cycle = visit(module, []);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Values an index.ts re-exports from a repository file: other modules would call them. */
function repositoryExports(indexFile: string): string[] {
  const source = readFileSync(indexFile, 'utf8');
  return [...source.matchAll(REPOSITORY_EXPORT)].flatMap(([, typeOnly, names, from]) => {
    if (typeOnly) return [];
    if (names === '*') return [`* from ${from}`];
    return (names as string)
      .slice(1, -1)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => `${name} from ${from}`);
  });
}

const SCHEMA_DIR = path.resolve('src/server/db/schema');
const TABLE = /export const (\w+) = pgTable\(/g;
const WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;

/**
 * Which modules write each table. A table has one owner; the few shared ones say why. A module
 * that needs another's table changed calls that module's service inside its transaction.
 */
const TABLE_WRITERS: Record<string, string[]> = {
  // Each key of the key/value table is one module's: auth's session secrets, the low-stock memo,
  // the default places of a delivery window.
  appState: ['auth', 'deliveries', 'product-admin'],
  auditEntries: ['audit'],
  cartItems: ['cart'],
  // Deleting a voucher takes it off the bags holding it, as a foreign key's SET NULL would.
  carts: ['cart', 'vouchers'],
  checkoutSessionLines: ['checkout'],
  checkoutSessions: ['checkout'],
  deliveryChangeCharges: ['orders'],
  deliveryServices: ['deliveries'],
  deliveryWindowPlaces: ['deliveries'],
  emailVerifications: ['customers'],
  emailChangeRequests: ['users'],
  emailChangeReversals: ['users'],
  loginThrottles: ['auth'],
  mailOutbox: ['mail'],
  newsletterSubscribers: ['newsletter'],
  orderDeliverySteps: ['orders'],
  orderFulfillments: ['orders'],
  orderItems: ['orders'],
  orderRefundLines: ['orders'],
  orderRefunds: ['orders'],
  orderStatusChanges: ['orders'],
  orders: ['orders'],
  passwordResetTokens: ['auth'],
  paymentEvents: ['checkout'],
  // The storefront's catalog keeps stock (checkouts take and return it); product-admin edits.
  productFeatures: ['product-admin'],
  productImages: ['product-admin'],
  productLayers: ['product-admin'],
  productSizes: ['catalog', 'product-admin'],
  products: ['catalog', 'product-admin'],
  reviewInvitations: ['reviews'],
  reviewPhotos: ['reviews'],
  reviews: ['reviews'],
  // The sandbox provider's own record of its pages, as Stripe keeps its sessions.
  sandboxPayments: ['payments'],
  sessions: ['auth'],
  showroomClosedDays: ['showrooms'],
  showroomSettings: ['showrooms'],
  showroomVisits: ['showrooms'],
  staffNotes: ['customers'],
  stockAlerts: ['stock-alerts'],
  uploadClaims: ['media'],
  // Auth owns the sign-in columns (decision 42), users the rest of the row.
  users: ['auth', 'users'],
  voucherGuesses: ['vouchers'],
  vouchers: ['vouchers'],
  warrantyClaims: ['warranty'],
};

const tables = new Set(
  sourceFiles(SCHEMA_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(TABLE)].map((match) => match[1] as string),
  ),
);

/** Which modules' code inserts into, updates or deletes from each table. */
function tableWriters(moduleFiles: string[]): Record<string, string[]> {
  const writers: Record<string, Set<string>> = {};
  for (const file of moduleFiles) {
    for (const [, table] of readFileSync(file, 'utf8').matchAll(WRITE)) {
      if (!table || !tables.has(table)) continue;
      writers[table] ??= new Set();
      writers[table].add(moduleOf(file) as string);
    }
  }
  return Object.fromEntries(
    Object.entries(writers).map(([table, modules]) => [table, [...modules].sort()]),
  );
}

const files = sourceFiles(MODULES_DIR);
const imports = files.flatMap(crossModuleImports);
const graph = moduleGraph(imports);

describe('the server modules', () => {
  it('import another module only through its index.ts', () => {
    const deep = imports
      .filter(({ target }) => !/^index(\.[jt]s)?$/.test(target))
      .map(({ file, to, target }) => `${file} imports ${to}/${target}`);
    expect(deep).toEqual([]);
  });

  it('are reached from the rest of the server only through their index.ts', () => {
    const deep = sourceFiles(path.resolve('src/server'))
      .filter((file) => moduleOf(file) === undefined)
      .flatMap((file) =>
        importedPaths(readFileSync(file, 'utf8'))
          .filter((specifier) => specifier.startsWith(ALIAS))
          .filter((specifier) => !/^[^/]+\/index\.js$/.test(specifier.slice(ALIAS.length)))
          .map((specifier) => `${path.relative('.', file)} imports ${specifier}`),
      );
    expect(deep).toEqual([]);
  });

  it('depend on each other without a cycle', () => {
    const cycle = findCycle(graph);
    expect(cycle && `cycle: ${cycle.join(' → ')}`).toBeUndefined();
  });

  it('hand out services from index.ts, never repository functions', () => {
    const leaks = readdirSync(MODULES_DIR).flatMap((module) => {
      const index = path.join(MODULES_DIR, module, 'index.ts');
      return files.includes(index) ? repositoryExports(index).map((e) => `${module}: ${e}`) : [];
    });
    expect(leaks).toEqual([]);
  });

  it('write only the tables they own', () => {
    const written = tableWriters(files);
    const owned = Object.fromEntries(
      Object.keys(written).map((table) => [table, TABLE_WRITERS[table] ?? []]),
    );
    expect(written).toEqual(owned);
  });

  it('each have an index.ts that exports the module plugin', () => {
    const missing = readdirSync(MODULES_DIR).filter(
      (module) =>
        !files.includes(path.join(MODULES_DIR, module, 'index.ts')) ||
        !readFileSync(path.join(MODULES_DIR, module, 'index.ts'), 'utf8').includes(
          `export const ${module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Module = fp(`,
        ),
    );
    expect(missing).toEqual([]);
  });
});
