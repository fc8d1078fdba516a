/** "Aurora Mattress (183x190)": how a line is named on payment pages, receipts and mail. */
export function lineTitle(line: { name: string; sizeLabel: string | null }): string {
  return line.sizeLabel ? `${line.name} (${line.sizeLabel})` : line.name;
}
