/** A unique index refused the row (PostgreSQL 23505); Drizzle wraps the driver's error as its cause. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { cause?: { code?: string } }).cause?.code === '23505';
}
