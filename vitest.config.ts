import { defineConfig } from 'vitest/config';

/**
 * Component tests (tests/components) render screens in jsdom with the network stubbed at `fetch`:
 * no database, no server, seconds for the lot. Every other test runs on embedded PGlite. With TEST_DATABASE_URL the database tests run a second time
 * on PostgreSQL, where concurrency (row locks, races) is real, and so do the tests that need a
 * PostgreSQL server itself (tests/cluster): several instances behind a load balancer, a pg_dump
 * restored.
 */
const databaseTests = ['tests/api/**/*.test.ts'];
const clusterTests = ['tests/cluster/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error('CI runs the PostgreSQL tests too: set TEST_DATABASE_URL (.ci/run does)');
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          globalSetup: ['tests/helpers/global-setup.ts'],
          include: ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...clusterTests],
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
                include: [...databaseTests, ...clusterTests],
                env: { TEST_DB_DRIVER: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
