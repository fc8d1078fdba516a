import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import { isAdmin } from './guards.js';
import {
  claimSession,
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionWithUser,
  touchSession,
} from './session-repository.js';

const HOUR = 60 * 60 * 1000;
/** Without Remember Me a login lasts 12 hours at most, and its cookie ends with the browser. */
export const BROWSER_SESSION_MS = 12 * HOUR;
/** Remember Me, and a visitor's anonymous session (their bag), last 30 days. */
export const PERSISTENT_SESSION_MS = 30 * 24 * HOUR;
/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;
/** The shape of randomToken(): anything else in the cookie is ignored, never stored. */
const SESSION_ID = /^[\w-]{43}$/;

export interface CurrentSession {
  idHash: string;
  user: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's live session, or null; loaded once per request. */
    currentSession(): Promise<CurrentSession | null>;
    /**
     * The live session, created (anonymous) when the visitor has none, in `db` when given: a
     * transaction that needs the session (a bag's first line) makes it with its own rows, so a
     * change refused writes none. Call currentSession() before opening that transaction.
     */
    ensureSession(reply: FastifyReply, db?: Executor): Promise<CurrentSession>;
    /**
     * The hash of the visitor's session id, whether or not its row exists yet: what anti-forgery
     * tokens are bound to. A visitor without a cookie is given an id, and nothing is written.
     */
    ensureSessionIdHash(reply: FastifyReply): string;
    /** The same hash, or undefined when the visitor holds no session id. */
    sessionIdHash(): string | undefined;
    /**
     * The hash of a session id this request handed out in place of the one it came with (a login,
     * registering, logging out), or undefined when it kept its id: anti-forgery tokens bound to
     * the old id are void, and the answer carries the new one's.
     */
    replacedSessionIdHash(): string | undefined;
    /** The logged-in user of this request, if any. */
    currentUser(): Promise<UserRow | null>;
  }
  interface FastifyReply {
    /** Logs `user` in on a fresh session id; returns the id hash of the session it replaced. */
    startUserSession(user: UserRow, persistent: boolean): Promise<string | null>;
    endSession(): Promise<void>;
  }
}

interface SessionState {
  loaded: Promise<CurrentSession | null> | undefined;
  /** A new id handed out by this request (replacedSessionIdHash). */
  replacedBy: string | undefined;
  /**
   * An anonymous session this request made: its cookie goes out with a success only, and when
   * its id is new (not the one the visitor held), so does the id's anti-forgery token.
   */
  madeAnonymous?: { id: string; isNewId: boolean };
}

const stateOf = new WeakMap<FastifyRequest, SessionState>();

/**
 * Opaque sessions: a random 256-bit id in an HttpOnly, SameSite=Lax cookie (Secure and __Host-
 * named over https); the database keeps only its hash, so every app instance can serve it.
 *
 * A visitor's id is handed out before its row exists (GET /csrf-token writes nothing); the row is
 * made under that same id when the visitor first needs one (a bag), so the anti-forgery token they
 * hold stays valid. Logged-in sessions end after SESSION_IDLE_MINUTES_ADMIN/_CUSTOMER unused.
 */
async function sessions(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https:');
  const cookieName = https ? '__Host-sid' : 'sid';
  await app.register(cookie);

  function setCookie(reply: FastifyReply, id: string, persistent: boolean): void {
    reply.setCookie(cookieName, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: https,
      ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
    });
  }

  function state(request: FastifyRequest): SessionState {
    let current = stateOf.get(request);
    if (!current) {
      current = { loaded: undefined, replacedBy: undefined };
      stateOf.set(request, current);
    }
    return current;
  }

  function cookieId(request: FastifyRequest): string | undefined {
    const id = request.cookies[cookieName];
    return id && SESSION_ID.test(id) ? id : undefined;
  }

  /** Minutes a logged-in session may go unused; 0 lets it live to its expiry. */
  function idleMinutes(user: UserRow): number {
    const { admin, customer } = app.config.sessionIdleMinutes;
    return isAdmin(user) ? admin : customer;
  }

  async function load(request: FastifyRequest): Promise<CurrentSession | null> {
    const id = cookieId(request);
    if (!id) return null;
    const now = app.clock.now();
    const row: SessionWithUser | undefined = await findLiveSession(app.db, hashToken(id), now);
    if (!row) return null;
    // A ban ends every session at once, even one that was not deleted.
    if (row.user?.banned) return null;
    const idle = row.user ? idleMinutes(row.user) : 0;
    if (idle > 0) {
      const unusedMs = now.getTime() - row.lastSeenAt.getTime();
      if (unusedMs > idle * 60_000) {
        await deleteSession(app.db, row.idHash);
        return null;
      }
      if (unusedMs > TOUCH_EVERY_MS) await touchSession(app.db, row.idHash, TOUCH_EVERY_MS, now);
    }
    return { idHash: row.idHash, user: row.user };
  }

  /** Makes the anonymous row for the id the visitor already holds, if that id is free to take. */
  async function claim(
    reply: FastifyReply,
    id: string,
    db: Executor,
  ): Promise<CurrentSession | null> {
    const idHash = hashToken(id);
    const now = app.clock.now();
    const expiresAt = new Date(now.getTime() + PERSISTENT_SESSION_MS);
    if (!(await claimSession(db, idHash, expiresAt, now))) return null;
    const session = { idHash, user: null };
    const current = state(reply.request);
    current.madeAnonymous = { id, isNewId: false };
    current.loaded = Promise.resolve(session);
    return session;
  }

  async function create(
    reply: FastifyReply,
    user: UserRow | null,
    persistent: boolean,
    db: Executor = app.db,
  ): Promise<CurrentSession> {
    const id = randomToken();
    const idHash = hashToken(id);
    const lifetime = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
    const now = app.clock.now();
    await insertSession(
      db,
      {
        idHash,
        userId: user?.id ?? null,
        persistent,
        expiresAt: new Date(now.getTime() + lifetime),
      },
      now,
    );
    const session = { idHash, user };
    const current = state(reply.request);
    if (user) {
      setCookie(reply, id, persistent);
      current.replacedBy = idHash;
    } else current.madeAnonymous = { id, isNewId: true };
    current.loaded = Promise.resolve(session);
    return session;
  }

  // A refused change rolled back the anonymous row it made (decision 0040): its id is not handed out.
  app.addHook('onSend', (request, reply, _payload, done) => {
    const current = stateOf.get(request);
    const made = current?.madeAnonymous;
    if (current && made && reply.statusCode < 400) {
      setCookie(reply, made.id, true);
      if (made.isNewId) current.replacedBy = hashToken(made.id);
    }
    done();
  });

  /** A fresh visitor id in the cookie, nothing written: its row comes when a bag needs one. */
  function issueVisitorId(request: FastifyRequest, reply: FastifyReply): string {
    const id = randomToken();
    setCookie(reply, id, true);
    request.cookies[cookieName] = id;
    return hashToken(id);
  }

  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    const current = state(this);
    current.loaded ??= load(this);
    return current.loaded;
  });

  app.decorateRequest(
    'ensureSession',
    async function ensureSession(this: FastifyRequest, reply: FastifyReply, db = app.db) {
      const current = await this.currentSession();
      if (current) return current;
      const id = cookieId(this);
      // An id already in use (a banned account's session) is not taken over: a new one is made.
      return (id && (await claim(reply, id, db))) || create(reply, null, true, db);
    },
  );

  app.decorateRequest('sessionIdHash', function sessionIdHash(this: FastifyRequest) {
    const id = cookieId(this);
    return id ? hashToken(id) : undefined;
  });

  app.decorateRequest(
    'ensureSessionIdHash',
    function ensureSessionIdHash(this: FastifyRequest, reply: FastifyReply) {
      return this.sessionIdHash() ?? issueVisitorId(this, reply);
    },
  );

  app.decorateRequest(
    'replacedSessionIdHash',
    function replacedSessionIdHash(this: FastifyRequest) {
      return state(this).replacedBy;
    },
  );

  app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
    return (await this.currentSession())?.user ?? null;
  });

  app.decorateReply(
    'startUserSession',
    async function startUserSession(this: FastifyReply, user: UserRow, persistent: boolean) {
      const previous = await this.request.currentSession();
      if (previous) await deleteSession(app.db, previous.idHash);
      await create(this, user, persistent);
      return previous?.idHash ?? null;
    },
  );

  /**
   * Ends the session and hands the browser a new visitor id in its place (nothing is written), so
   * the logged-out page holds a valid anti-forgery token straight away.
   */
  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const current = await this.request.currentSession();
    if (current) await deleteSession(app.db, current.idHash);
    const replaced = state(this.request);
    replaced.loaded = Promise.resolve(null);
    replaced.replacedBy = issueVisitorId(this.request, this);
  });
}

export const sessionsPlugin = fp(sessions, {
  name: 'sessions',
  decorators: { fastify: ['config', 'db', 'sessionSecrets'] },
});
