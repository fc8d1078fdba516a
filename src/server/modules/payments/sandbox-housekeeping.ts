import type { FastifyInstance } from 'fastify';
import { deleteClosedSandboxPages } from './sandbox-repository.js';

/** A week after a sandbox page closed, no one asks about it again. */
const SANDBOX_PAGE_DAYS = 7;

export async function forgetClosedSandboxPages(app: FastifyInstance): Promise<void> {
  const before = new Date(app.clock.now().getTime() - SANDBOX_PAGE_DAYS * 24 * 60 * 60 * 1000);
  await deleteClosedSandboxPages(app.db, before);
}
