// `npm run cluster -- --instances 2 --port 8080`: the built shop as several instances on the
// PostgreSQL of DATABASE_URL (and the Redis of REDIS_URL), HAProxy in front. SIGHUP restarts the
// instances one after the other; Ctrl+C stops everything.
import { parseArgs } from 'node:util';
import { startLocalCluster } from './local-cluster.js';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database the instances share, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
  process.exit(1);
}

const cluster = await startLocalCluster({
  instances: Number(values.instances),
  proxyPort: Number(values.port),
  databaseUrl,
  redisUrl: process.env.REDIS_URL,
  onLine: (source, line) => console.info(`${source.padEnd(8)}| ${line}`),
});
console.info(
  `\nThe shop: ${cluster.origin}  (${cluster.instances.length} instances behind HAProxy)\n` +
    `Rolling restart: kill -HUP ${process.pid}    Stop: Ctrl+C\n`,
);

let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  cluster
    .rollingRestart((step) => console.info(`restart | ${step}`))
    .then(() => console.info('restart | done'))
    .catch((error: unknown) => console.error('restart | failed:', error))
    .finally(() => {
      restarting = false;
    });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  });
}
