import path from 'node:path';
import type { OnlinePaymentMethodType } from '#shared/payment-methods.js';
import { shopInfo } from '#shared/shop-info.js';
import { type Env, parseEnv } from './env.js';
import { defaultWebDistDir } from './project-root.js';
import type { TrustProxy } from './trust-proxy.js';

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
  /** Minutes a logged-in session may go unused before it ends; 0: until it expires. */
  sessionIdleMinutes: { admin: number; customer: number };
  /** Unset: a secret generated once and kept in the database, shared by every instance. */
  sessionSecret: string | undefined;
  /** The secret before a rotation: what it signed is still accepted. */
  sessionSecretPrevious: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemoData: boolean;
  /**
   * Behind proxies, the client's address and protocol come from X-Forwarded-* as far as these
   * trusted hops vouch for them (a hop count or the proxies' addresses); false: the peer itself.
   */
  trustProxy: TrustProxy;
  /** Unset: each message is written as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: rate limits are counted in this process. */
  redisUrl: string | undefined;
  /** Requests a minute one address may make to login, register and the reset calls. */
  rateLimitMax: number;
  /** Checkouts one address may open in 10 minutes. */
  checkoutRateLimitMax: number;
  /** Wrong voucher codes one address may try in 10 minutes (docs/decisions/0040-…). */
  voucherGuessesPerAddress: number;
  /** What one client may hold in open checkouts (docs/decisions/0011-…). */
  holds: HoldLimits;
  /** Folder of the built SPA; undefined serves the API alone (tests that do not need pages). */
  webDistDir: string | undefined;
  /** Unset: uploaded images are files under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Stripe when its keys are set; otherwise the shop's own test payment page (the sandbox). */
  payments: PaymentsConfig;
  /** Seconds between sweeps of open checkouts past their expiry. */
  checkoutSweepSeconds: number;
  /** Bytes of answers the same for every visitor kept in memory (plugins/catalogue-cache.ts). */
  catalogueCacheBytes: number;
  /** The image route's limits: the resize queue and the rendition cache on disk. */
  media: MediaConfig;
  /** The seller on tax invoices. */
  invoice: InvoiceConfig;
  /** After SIGTERM, seconds of "not ready" while still serving, so the load balancer moves away. */
  shutdownDrainSeconds: number;
  /** Port of the Prometheus metrics listener; undefined: no metrics served. */
  metricsPort: number | undefined;
}

export interface HoldLimits {
  /** Units held at once across the open checkouts opened from one address. */
  unitsPerAddress: number;
  /** Units of one size (or unsized product) in one order, and so in one bag line. */
  unitsPerSize: number;
}

export type PaymentsConfig = {
  /** What the payment page offers (PAYMENT_METHODS); card brings Apple Pay and Google Pay. */
  methods: OnlinePaymentMethodType[];
  /** Apple's domain association file's content; undefined answers 404 where Apple looks. */
  applePayDomainAssociation: string | undefined;
} & (
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** A local stand-in's address in tests; undefined talks to Stripe. */
      apiBase: string | undefined;
    }
);

export interface MediaConfig {
  /** Resizes that may wait for one of the two running; one more is answered 503. */
  resizeQueueMax: number;
  /** Bytes of renditions kept on disk before the least recently used are removed. */
  cacheMaxBytes: number;
}

export interface InvoiceConfig {
  legalName: string;
  uen: string;
  gstRegNo: string;
}

/** Long enough for a load balancer checking /readyz every second or two to stop sending. */
const PRODUCTION_DRAIN_SECONDS = 5;

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
    sessionIdleMinutes: {
      admin: env.SESSION_IDLE_MINUTES_ADMIN,
      customer: env.SESSION_IDLE_MINUTES_CUSTOMER,
    },
    sessionSecret: env.SESSION_SECRET,
    sessionSecretPrevious: env.SESSION_SECRET_PREVIOUS,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    checkoutRateLimitMax: env.CHECKOUT_RATE_LIMIT_MAX,
    voucherGuessesPerAddress: env.VOUCHER_GUESSES_PER_ADDRESS,
    holds: {
      unitsPerAddress: env.HOLD_UNITS_PER_ADDRESS,
      unitsPerSize: env.HOLD_UNITS_PER_SIZE,
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    payments: {
      methods: env.PAYMENT_METHODS,
      applePayDomainAssociation: env.APPLE_PAY_DOMAIN_ASSOCIATION,
      ...(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe' as const,
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : { provider: 'sandbox' as const }),
    },
    checkoutSweepSeconds: env.CHECKOUT_SWEEP_SECONDS,
    catalogueCacheBytes: Math.round(env.CATALOGUE_CACHE_MB * 1024 * 1024),
    media: {
      resizeQueueMax: env.MEDIA_RESIZE_QUEUE_MAX,
      cacheMaxBytes: Math.round(env.MEDIA_CACHE_MAX_MB * 1024 * 1024),
    },
    metricsPort: env.METRICS_PORT,
    shutdownDrainSeconds:
      env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? PRODUCTION_DRAIN_SECONDS : 0),
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
