/** Types of check-bundle-budget.mjs for the TypeScript that imports it (the unit test). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetResult {
  rows: { file: string; gzipBytes: number }[];
  totalBytes: number;
  limitBytes: number;
  withinBudget: boolean;
}

export function initialFiles(manifest: Manifest, entryKeys: readonly string[]): string[];

export function measureInitialJavaScript(options: {
  manifest: Manifest;
  entryKeys: readonly string[];
  maxGzipKb: number;
  readFile: (file: string) => Buffer | string;
}): BudgetResult;

export function formatBudgetTable(result: BudgetResult): string;
