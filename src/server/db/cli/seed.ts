import { seedDemoCatalog } from '../seed/seed.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (database) => {
  const result = await database.withBootLock(async () => {
    await database.migrate();
    return seedDemoCatalog(database.db);
  });
  return result.seeded
    ? `Loaded the demo catalogue: ${result.products} products.`
    : `Demo catalogue not loaded: ${result.reason}.`;
});
