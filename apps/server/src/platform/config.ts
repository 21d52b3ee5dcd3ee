import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The environment, parsed once at start-up. A bad value stops the process with a message naming the variable.
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  // An empty value means unset, as shells and .env files often leave it.
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Mail server, e.g. smtp://user:pass@host:587; unset writes each message to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /**
   * Seconds a written card sent now waits after payment before it is handed to the post, so its print
   * file (rendered by its own job) is made first. The journeys shorten it to see a card posted.
   */
  DISPATCH_AFTER_RENDER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Signs links sent by mail (unsubscribe) and other server secrets; at least 32 characters. Unset, the
   * server keeps a random one in DATA_DIR/app-secret, made on first start.
   */
  APP_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional()),
  /**
   * Stripe: with a secret key payments go to Stripe; unset, the built-in test gateway takes them (test
   * mode, no money moves). The webhook secret checks the signatures of Stripe's webhooks; the publishable
   * key is given to Stripe.js in the browser.
   */
  STRIPE_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().startsWith('whsec_', 'must be a Stripe webhook secret (whsec_…)').optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_…)').optional(),
  ),
  /**
   * Which peers may tell the client's address and protocol in X-Forwarded-For/-Proto: a hop count (`1`: the
   * one proxy in front) or addresses and CIDRs, comma-separated. Unset trusts nobody, so a client cannot
   * pick its own address (per-IP limits) by sending a header.
   */
  TRUST_PROXY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .optional()
      .transform((value, context): false | number | string[] => {
        if (value === undefined) return false;
        if (/^\d+$/.test(value.trim())) return Number(value.trim());
        const list = value.split(',').map((item) => item.trim());
        if (list.every(isAddressOrCidr)) return list;
        context.addIssue({
          code: 'custom',
          message: 'must be a hop count or addresses/CIDRs, comma-separated',
        });
        return z.NEVER;
      }),
  ),
  /**
   * Which gateway takes payments: `stripe` (needs the Stripe keys) or `test`, the built-in test gateway
   * (no money moves, every page says so). Unset, it is Stripe when STRIPE_SECRET_KEY is set, the test
   * gateway outside production, and in production the server refuses to start: a shop never takes test
   * payments there without saying so (docs/decisions/0020-money-you-can-trust.md).
   */
  PAYMENTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['test', 'stripe']).optional(),
  ),
  /**
   * Who issues the vouchers of redeemed gift cards: `http`, a supplier's HTTPS JSON API
   * (GIFT_CARD_SUPPLIER_URL and GIFT_CARD_SUPPLIER_KEY), or `test`, the built-in test supplier (marked
   * test vouchers, nothing bought). Unset, it is the test supplier, except in production with real
   * payments, where the server refuses to start: a shop taking real money never hands out test vouchers
   * without saying so (docs/decisions/0026-redeeming-gift-cards.md).
   */
  GIFT_CARD_SUPPLIER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['test', 'http']).optional(),
  ),
  GIFT_CARD_SUPPLIER_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url()
      .refine((value) => {
        const url = new URL(value);
        return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      }, 'must be an https:// URL (http:// only to this machine)')
      .optional(),
  ),
  GIFT_CARD_SUPPLIER_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be the supplier API key (at least 16 characters)').optional(),
  ),
  /**
   * Where files people upload (custom artwork) and print files are kept (platform/file-store.ts, decision
   * 0039): `disk` (DATA_DIR/files, one process), `database` (the shop's database, which every process
   * reads) or `s3` (an S3-compatible bucket: S3_BUCKET and the S3_* below). Unset: `database` with
   * DATABASE_URL, else `disk`.
   */
  FILE_STORAGE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['disk', 'database', 's3']).optional(),
  ),
  S3_BUCKET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(3).optional()),
  /** The service's region; `us-east-1` unless told (most S3-compatible services ignore it). */
  S3_REGION: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('us-east-1')),
  /** Another S3-compatible service than AWS (MinIO, R2, …): its URL. */
  S3_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Unset, the AWS SDK's own chain finds the credentials (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** `true`: bucket in the path (https://host/bucket/key), as MinIO and most self-hosted services want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * How many app processes serve the shop on this machine (node:cluster, sharing PORT): one a core is the
   * usual choice for a rush. More than one needs DATABASE_URL: the embedded database is one process's.
   */
  PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The journeys' hooks into the shop's time (`POST /test/reminders/sweep`: the reminders due at a given
   * moment are mailed). Only with the test gateway: never where money is real.
   */
  TEST_HOOKS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** The gateway that takes payments, as PAYMENTS and the Stripe keys decide. */
  payments: 'test' | 'stripe';
  /** Who issues gift-card vouchers, as GIFT_CARD_SUPPLIER decides. */
  giftCardSupplier: 'test' | 'http';
  /** Where uploaded and print files are kept, as FILE_STORAGE (or DATABASE_URL) decides. */
  fileStorage: 'disk' | 'database' | 's3';
};

// Stripe without its webhook secret would never learn of payments made while the browser was away, and
// Stripe.js cannot start without the publishable key: both are required once the secret key is set.
const StripeComplete = ConfigSchema.superRefine((config, context) => {
  if (config.STRIPE_SECRET_KEY) {
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!config[name])
        context.addIssue({ code: 'custom', path: [name], message: 'required when STRIPE_SECRET_KEY is set' });
    }
  }
  // The test gateway in production only when asked for by name; real payments only with their keys.
  if (config.PAYMENTS === 'test' && config.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message: 'is test but STRIPE_SECRET_KEY is set: unset one of them',
    });
  }
  if (config.PAYMENTS === 'stripe' && !config.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'required when PAYMENTS is stripe',
    });
  }
  if (config.GIFT_CARD_SUPPLIER === 'http') {
    for (const name of ['GIFT_CARD_SUPPLIER_URL', 'GIFT_CARD_SUPPLIER_KEY'] as const) {
      if (!config[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when GIFT_CARD_SUPPLIER is http',
        });
    }
  }
  if (config.PROCESSES > 1 && !config.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PROCESSES'],
      message: 'more than one needs DATABASE_URL: the embedded database is one process’s',
    });
  }
  if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when FILE_STORAGE is s3' });
  }
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    context.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  const realPayments = config.PAYMENTS === 'stripe' || (!config.PAYMENTS && !!config.STRIPE_SECRET_KEY);
  if (config.TEST_HOOKS && realPayments) {
    context.addIssue({
      code: 'custom',
      path: ['TEST_HOOKS'],
      message: 'is for the journeys, with the test gateway only: unset it where payments are real',
    });
  }
  if (config.NODE_ENV === 'production' && realPayments && !config.GIFT_CARD_SUPPLIER) {
    context.addIssue({
      code: 'custom',
      path: ['GIFT_CARD_SUPPLIER'],
      message:
        'no gift-card supplier while payments are real: set GIFT_CARD_SUPPLIER=http (with GIFT_CARD_SUPPLIER_URL and GIFT_CARD_SUPPLIER_KEY), or GIFT_CARD_SUPPLIER=test to hand out test vouchers',
    });
  }
  if (config.NODE_ENV === 'production' && !config.PAYMENTS && !config.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message:
        'no payment gateway: set STRIPE_SECRET_KEY (with STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY) to take real payments, or PAYMENTS=test to run the test gateway (test mode, no money moves)',
    });
  }
});

export class ConfigError extends Error {}

/** Parses the environment into the server's configuration, or throws naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = StripeComplete.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const payments = parsed.data.PAYMENTS ?? (parsed.data.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  const giftCardSupplier = parsed.data.GIFT_CARD_SUPPLIER ?? 'test';
  const fileStorage = parsed.data.FILE_STORAGE ?? (parsed.data.DATABASE_URL ? 'database' : 'disk');
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    payments,
    giftCardSupplier,
    fileStorage,
  };
}
