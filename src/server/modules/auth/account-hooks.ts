import type { FastifyInstance } from 'fastify';
import type { Transaction } from '#server/db/client.js';

/**
 * After a login or registration replaced a visitor's session: what the visitor had (a bag) may
 * follow them. The login has succeeded already, so a hook handles its own failures.
 */
export type SignInHook = (visitorSessionIdHash: string, userId: number) => Promise<void>;
/** In the password reset's transaction: what else the owner securing the account voids. */
export type PasswordResetHook = (tx: Transaction, userId: number) => Promise<void>;

/**
 * What modules above auth ask to be told of. Auth calls them and imports none of those modules:
 * the module that needs the event registers its hook (docs/decisions/0042).
 */
export interface AccountHooks {
  signedIn: SignInHook[];
  passwordReset: PasswordResetHook[];
}

declare module 'fastify' {
  interface FastifyInstance {
    accountHooks: AccountHooks;
  }
}

export function onSignIn(app: FastifyInstance, hook: SignInHook): void {
  app.accountHooks.signedIn.push(hook);
}

export function onPasswordReset(app: FastifyInstance, hook: PasswordResetHook): void {
  app.accountHooks.passwordReset.push(hook);
}

export async function signedIn(
  app: FastifyInstance,
  visitorSessionIdHash: string,
  userId: number,
): Promise<void> {
  for (const hook of app.accountHooks.signedIn) await hook(visitorSessionIdHash, userId);
}
