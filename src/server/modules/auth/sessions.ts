import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '#server/db/schema/index.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionWithUser,
} from './session-repository.js';

const HOUR = 60 * 60 * 1000;
/** Without Remember Me a login lasts 12 hours at most, and its cookie ends with the browser. */
export const BROWSER_SESSION_MS = 12 * HOUR;
/** Remember Me, and a visitor's anonymous session (their bag), last 30 days. */
export const PERSISTENT_SESSION_MS = 30 * 24 * HOUR;

export interface CurrentSession {
  idHash: string;
  user: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's live session, or null; loaded once per request. */
    currentSession(): Promise<CurrentSession | null>;
    /** The live session, created (anonymous) when the visitor has none. */
    ensureSession(reply: FastifyReply): Promise<CurrentSession>;
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
}

const stateOf = new WeakMap<FastifyRequest, SessionState>();

/**
 * Opaque sessions: a random 256-bit id in an HttpOnly, SameSite=Lax cookie (Secure and __Host-
 * named over https); the database keeps only its hash, so every app instance can serve it.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
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
      current = { loaded: undefined };
      stateOf.set(request, current);
    }
    return current;
  }

  async function load(request: FastifyRequest): Promise<CurrentSession | null> {
    const id = request.cookies[cookieName];
    if (!id || id.length > 100) return null;
    const row: SessionWithUser | undefined = await findLiveSession(app.db, hashToken(id));
    if (!row) return null;
    // A ban ends every session at once, even one that was not deleted.
    if (row.user?.banned) return null;
    return { idHash: row.idHash, user: row.user };
  }

  async function create(
    reply: FastifyReply,
    user: UserRow | null,
    persistent: boolean,
  ): Promise<CurrentSession> {
    const id = randomToken();
    const idHash = hashToken(id);
    const lifetime = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
    await insertSession(app.db, {
      idHash,
      userId: user?.id ?? null,
      persistent,
      expiresAt: new Date(Date.now() + lifetime),
    });
    setCookie(reply, id, persistent);
    const session = { idHash, user };
    state(reply.request).loaded = Promise.resolve(session);
    return session;
  }

  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    const current = state(this);
    current.loaded ??= load(this);
    return current.loaded;
  });

  app.decorateRequest(
    'ensureSession',
    async function ensureSession(this: FastifyRequest, reply: FastifyReply) {
      return (await this.currentSession()) ?? create(reply, null, true);
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

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const current = await this.request.currentSession();
    if (current) await deleteSession(app.db, current.idHash);
    state(this.request).loaded = Promise.resolve(null);
    this.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: https });
  });
});
