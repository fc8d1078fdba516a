import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { shopInfo } from '#shared/shop-info.js';
import { type Env, parseEnv } from './env.js';
import { defaultWebDistDir } from './project-root.js';

/** An S3-compatible bucket holding product images (uploaded straight from the browser). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS itself; set for self-hosted stores (MinIO, Garage, Ceph) and other clouds. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** What buildApp needs: settings resolved to absolute paths and secrets that exist. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  admin: { email: string; password: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemoData: boolean;
  /** Behind a load balancer, take the client's address and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  /** Unset: each message is written as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: rate limits are counted in this process. */
  redisUrl: string | undefined;
  /** Requests a minute one address may make to login, register and the reset calls. */
  rateLimitMax: number;
  /** Folder of the built SPA; undefined serves the API alone (tests that do not need pages). */
  webDistDir: string | undefined;
  /** Unset: uploaded images are files under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Stripe when its keys are set; otherwise the shop's own test payment page (the sandbox). */
  payments: PaymentsConfig;
  /** Seconds between sweeps of open checkouts past their expiry. */
  checkoutSweepSeconds: number;
  /** The seller on tax invoices. */
  invoice: InvoiceConfig;
}

export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** A local stand-in's address in tests; undefined talks to Stripe. */
      apiBase: string | undefined;
    };

export interface InvoiceConfig {
  legalName: string;
  uen: string;
  gstRegNo: string;
}

/** Outside production a secret is made once and kept under DATA_DIR, so sessions survive restarts. */
async function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'session-secret');
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (saved.length >= 32) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function loadConfig(
  source: Record<string, string | undefined> = process.env,
): Promise<AppConfig> {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? (await loadOrCreateSessionSecret(dataDir)),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : { provider: 'sandbox' },
    checkoutSweepSeconds: env.CHECKOUT_SWEEP_SECONDS,
    invoice: {
      legalName: env.SHOP_LEGAL_NAME ?? shopInfo.invoice.legalName,
      uen: env.SHOP_UEN ?? shopInfo.invoice.uen,
      gstRegNo: env.SHOP_GST_REG_NO ?? shopInfo.invoice.gstRegNo,
    },
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            // Self-hosted stores rarely have a wildcard DNS name per bucket.
            forcePathStyle:
              (env.S3_FORCE_PATH_STYLE ?? String(Boolean(env.S3_ENDPOINT))) === 'true',
          }
        : undefined,
  };
}
