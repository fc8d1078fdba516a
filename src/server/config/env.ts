import { z } from 'zod';
import { QUANTITY_MAX } from '#shared/constants.js';
import {
  ONLINE_PAYMENT_METHOD_TYPES,
  type OnlinePaymentMethodType,
} from '#shared/payment-methods.js';
import { trustProxySetting } from './trust-proxy.js';

/** A setting that may be absent: surrounding spaces are dropped and an empty value counts as unset. */
function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return text === '' ? undefined : text;
  }, schema.optional());
}

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
  message: 'must be a postgres:// or postgresql:// URL',
});

const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** The bucket settings make sense only together: a bucket needs both keys, keys need a bucket. */
function checkS3Settings(
  env: Partial<Record<(typeof S3_DETAILS)[number] | 'S3_BUCKET', string>>,
  ctx: z.RefinementCtx,
): void {
  if (env.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
      }
    }
    return;
  }
  const stray = S3_DETAILS.find((key) => env[key] !== undefined);
  if (stray) ctx.addIssue({ code: 'custom', path: [stray], message: 'needs S3_BUCKET as well' });
}

const isPaymentMethod = (name: string): name is OnlinePaymentMethodType =>
  (ONLINE_PAYMENT_METHOD_TYPES as readonly string[]).includes(name);

/** `card,paynow`: the methods the payment page offers, each once; unset offers every one. */
const paymentMethodsSetting = z.string().transform((value, ctx) => {
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !isPaymentMethod(name));
  if (unknown !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `${JSON.stringify(unknown)} is not a payment method; list some of ${ONLINE_PAYMENT_METHOD_TYPES.join(', ')} separated by commas`,
    });
    return z.NEVER;
  }
  return [...new Set(names.filter(isPaymentMethod))];
});

/** Every setting the shop reads from its environment, with the defaults that make development need none. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalSetting(z.url({ protocol: /^https?$/ })),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalSetting(postgresUrl),
    SESSION_SECRET: optionalSetting(z.string().min(32, 'must be at least 32 characters')),
    /** An admin session unused this many minutes ends; 0 keeps it to its expiry. */
    SESSION_IDLE_MINUTES_ADMIN: z.coerce.number().int().min(0).max(43_200).default(30),
    /** The same for customers; 0 (the default): the session's own lifetime. */
    SESSION_IDLE_MINUTES_CUSTOMER: z.coerce.number().int().min(0).max(43_200).default(0),
    /** The secret before the last rotation: what it signed is still accepted, never signed anew. */
    SESSION_SECRET_PREVIOUS: optionalSetting(z.string().min(32, 'must be at least 32 characters')),
    ADMIN_EMAIL: optionalSetting(z.email('must be an e-mail address')),
    ADMIN_PASSWORD: optionalSetting(z.string().min(8, 'must be at least 8 characters')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    TRUST_PROXY: trustProxySetting,
    SMTP_URL: optionalSetting(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    MAIL_FROM: z.string().trim().min(3).default('8etterSleep <hello@8ettersleep.sg>'),
    REDIS_URL: optionalSetting(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
    ),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    /** Checkouts one address may open in 10 minutes. */
    CHECKOUT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** Wrong voucher codes one address may try in 10 minutes (decision 0040). */
    VOUCHER_GUESSES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    /** Units one address may hold at once across its open checkouts. */
    HOLD_UNITS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    /** Units of one size (or unsized product) one order may hold; a bag line never holds more. */
    HOLD_UNITS_PER_SIZE: z.coerce
      .number()
      .int()
      .positive()
      .max(QUANTITY_MAX, `must be at most ${QUANTITY_MAX} (the most a bag line can hold)`)
      .default(10),
    WEB_DIST_DIR: optionalSetting(z.string()),
    STRIPE_SECRET_KEY: optionalSetting(
      z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: optionalSetting(
      z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
    ),
    /** Where the Stripe SDK sends its calls; tests point it at a local stand-in. */
    STRIPE_API_BASE: optionalSetting(z.url({ protocol: /^https?$/ })),
    /** Payment methods offered (card also brings Apple Pay and Google Pay); decision 0051. */
    PAYMENT_METHODS: optionalSetting(paymentMethodsSetting).transform(
      (methods) => methods ?? [...ONLINE_PAYMENT_METHOD_TYPES],
    ),
    /** Apple's domain association file, served where Apple checks it (Apple Pay on this domain). */
    APPLE_PAY_DOMAIN_ASSOCIATION: optionalSetting(z.string()),
    /** Production without Stripe refuses to boot unless the test payment page is wanted there. */
    ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
    /** Resizes of new renditions that may wait their turn; more answer 503 with Retry-After. */
    MEDIA_RESIZE_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(100),
    /** Megabytes of resized images kept under DATA_DIR/cache/media (least recently used go). */
    MEDIA_CACHE_MAX_MB: z.coerce.number().positive().default(1024),
    /** Megabytes of catalogue answers and rendered pages kept in memory; 0 keeps none. */
    CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    /** How often open checkouts past their expiry are closed (stock and voucher uses given back). */
    CHECKOUT_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
    /** Prometheus metrics on their own port; unset serves none. */
    METRICS_PORT: optionalSetting(z.coerce.number().int().min(1).max(65_535)),
    /** After SIGTERM: how long /readyz says 503 while requests are still served (unset: 5 s in production, else 0). */
    SHUTDOWN_DRAIN_SECONDS: optionalSetting(z.coerce.number().int().min(0).max(300)),
    SHOP_LEGAL_NAME: optionalSetting(z.string().min(2)),
    SHOP_UEN: optionalSetting(z.string().min(2)),
    SHOP_GST_REG_NO: optionalSetting(z.string().min(2)),
    // Product images: an S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR.
    S3_BUCKET: optionalSetting(z.string().min(3, 'must be a bucket name')),
    S3_ENDPOINT: optionalSetting(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalSetting(z.string()),
    S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.SESSION_SECRET_PREVIOUS && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'needs SESSION_SECRET (the secret it was rotated to)',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are never served to shoppers',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with ADMIN_EMAIL and ADMIN_PASSWORD',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'must be set together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      !env.STRIPE_SECRET_KEY &&
      env.ALLOW_SANDBOX_PAYMENTS !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required when NODE_ENV=production (or set ALLOW_SANDBOX_PAYMENTS=true to take test payments only)',
      });
    }
    checkS3Settings(env, ctx);
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the first problem becomes one line naming the setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const setting = issue?.path.join('.') || 'environment';
  throw new ConfigError(`Invalid setting ${setting}: ${issue?.message ?? 'invalid value'}`);
}
