/**
 * Where the server's "now" comes from (decision 48). Every business rule that depends on the
 * instant — delivery days, voucher validity, checkout holds, session and token expiry, analytics'
 * "today" — asks the app's clock (`app.clock`), never `new Date()`, so tests can pin and move it.
 */
export interface Clock {
  now(): Date;
}

/** The real clock: what the shop runs on. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told: tests pin an instant, then set or advance it. */
export interface FixedClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function fixedClock(instant: Date | string): FixedClock {
  let current = new Date(instant).getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's notion of now (buildApp's `options.clock`, else the real clock). */
    clock: Clock;
  }
}
