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
   * Signs links sent by mail (unsubscribe) and other server secrets; at least 32 characters. Unset, the
   * server keeps a random one in DATA_DIR/app-secret, made on first start.
   */
  APP_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional()),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment into the server's configuration, or throws naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
