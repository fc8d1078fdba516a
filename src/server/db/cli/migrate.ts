import { withDatabase } from './with-database.js';

await withDatabase(async (database) => {
  await database.migrate();
  return `Migrations applied (${database.driver}).`;
});
