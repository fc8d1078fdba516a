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

export function initialFiles(manifest: Manifest, entryKey: string): string[];

export function measureInitialJavaScript(options: {
  manifest: Manifest;
  entryKey: string;
  maxGzipKb: number;
  readFile: (file: string) => Buffer | string;
}): BudgetResult;

export function formatBudgetTable(result: BudgetResult): string;
