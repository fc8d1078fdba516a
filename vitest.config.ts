import { defineConfig } from 'vitest/config';

/**
 * Every test runs on embedded PGlite. With TEST_DATABASE_URL the database tests run a second time
 * on PostgreSQL, where concurrency (row locks, races) is real.
 */
const databaseTests = ['tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          globalSetup: ['tests/helpers/global-setup.ts'],
          include: ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup: ['tests/helpers/global-setup.ts'],
                include: databaseTests,
                env: { TEST_DB_DRIVER: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
