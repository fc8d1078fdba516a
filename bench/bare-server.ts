// The baseline: node:http answering fixed bytes from memory, the fastest any server here can be.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = process.env.BENCH_BODY_FILE
  ? readFileSync(process.env.BENCH_BODY_FILE)
  : Buffer.alloc(0);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
