import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration from src/server/db/schema; boot applies them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
});
