import { withDatabase } from './with-database.js';

await withDatabase(async (database) => {
  // Under the boot lock: an instance starting now waits instead of migrating alongside.
  await database.withBootLock(() => database.migrate());
  return `Migrations applied (${database.driver}).`;
});
