import { and, eq, gte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '#server/db/client.js';

/**
 * After a login or registration replaced a visitor's session: what the visitor had (a bag) may
 * follow them. The login has succeeded already, so a hook handles its own failures.
 */
export type SignInHook = (visitorSessionIdHash: string, userId: number) => Promise<void>;
/** In the password reset's transaction: what else the owner securing the account voids. */
export type PasswordResetHook = (tx: Transaction, userId: number) => Promise<void>;

/**
 * An account being deleted (decision 0075), whose data each module erases from its own tables.
 * What is the holder's: the account's orders (`orderIds`, found before any hook runs), and rows
 * kept under its address: all of them once the address is proven, else only those made since
 * the account was opened (the data copy's rule, decision 0070).
 */
export interface ErasedAccount {
  userId: number;
  email: string;
  /** null: the address is proven; else the account's creation, the first instant that is theirs. */
  since: Date | null;
  orderIds: number[];
  now: Date;
}
/** In the deletion's transaction: a module erases or anonymises what it keeps of the account. */
export type AccountErasureHook = (tx: Executor, account: ErasedAccount) => Promise<void>;

/**
 * What modules above auth ask to be told of. Auth calls them and imports none of those modules:
 * the module that needs the event registers its hook (docs/decisions/0042).
 */
export interface AccountHooks {
  signedIn: SignInHook[];
  passwordReset: PasswordResetHook[];
  accountErased: AccountErasureHook[];
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

export function onAccountErasure(app: FastifyInstance, hook: AccountErasureHook): void {
  app.accountHooks.accountErased.push(hook);
}

/** The rows of a table kept under the erased account's address that are the holder's. */
export function underErasedAddress(
  account: ErasedAccount,
  email: PgColumn,
  madeAt: PgColumn,
): SQL | undefined {
  return and(eq(email, account.email), account.since ? gte(madeAt, account.since) : undefined);
}

export async function signedIn(
  app: FastifyInstance,
  visitorSessionIdHash: string,
  userId: number,
): Promise<void> {
  for (const hook of app.accountHooks.signedIn) await hook(visitorSessionIdHash, userId);
}
