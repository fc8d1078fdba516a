import { seedDemoCatalog } from '../seed/seed.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (database) => {
  await database.migrate();
  const result = await seedDemoCatalog(database.db);
  return result.seeded
    ? `Loaded the demo catalogue: ${result.products} products.`
    : `Demo catalogue not loaded: ${result.reason}.`;
});
