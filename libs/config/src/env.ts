import { isIP } from 'node:net';

import { z } from 'zod';

import { ConfigError } from './config-error.js';

/** A secret everyone can read here: the default under NODE_ENV=test only, so no install ever runs on it. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';

export const MISSING_JWT_SECRET =
  'is not set: `npm start` creates one for this installation (.run/jwt-secret), or set JWT_SECRET to at least 16 random characters (e.g. openssl rand -base64 48)';

const port = z.coerce.number().int().min(1).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Variables every process reads. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/anime_tracker'),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /** Namespaces transport channels and keys, so several stacks (or test suites) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be 1-32 lowercase letters, digits or hyphens')
    .default('tracker'),
  /**
   * Signs and verifies the tokens. A token signed with a secret anyone knows is accepted as any user, so
   * there is no default outside tests (see loadEnv).
   */
  JWT_SECRET: z
    .string({ error: (issue) => (issue.input === undefined ? MISSING_JWT_SECRET : 'must be text') })
    .min(16, 'must be at least 16 characters'),
  /**
   * The port this process serves Prometheus's `GET /metrics` on, apart from the API and never proxied by
   * nginx; 0: none. Unset: each process's own default (9464 gateway … 9469 dashboard), none in tests.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the metrics port listens: loopback by default; containers and pods set 0.0.0.0 for Prometheus. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** How long a sender waits for a service's reply before answering 503. */
  SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
});

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** What Fastify's trustProxy (proxy-addr) takes: a name, an address, or an address with a prefix length. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const count = z.coerce.number().int().min(1).max(10_000);

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: port.default(3001),
  /** Loopback: the gateway sits behind nginx; containers and pods set 0.0.0.0 explicitly. */
  HOST: z.string().min(1).default('127.0.0.1'),
  CORS_ORIGIN: z.string().default('http://localhost:8080'),
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto the gateway believes: comma-separated
   * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). A request from any
   * other address is taken as the client itself, so a forged header sent straight to the gateway cannot
   * dodge the per-IP login limits. Default: nginx on this machine; 'none' when nothing is in front.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((entry) => entry.trim())))
    .refine(
      (entries) => entries.every(isProxyAddress),
      "must be 'none' or comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
    ),
  /** The window login and registration attempts are counted in, shared by every gateway replica. */
  AUTH_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  /** Failed logins for one account from one client (email and IP) in a window before 429. */
  LOGIN_MAX_FAILURES: count.default(5),
  /** Failed logins from one IP in a window, whatever the account. */
  LOGIN_MAX_FAILURES_PER_IP: count.default(20),
  /**
   * Failed logins for one account from all clients without its device cookie, in a window: a ceiling on
   * guessing spread over many addresses. A browser the owner signed in from is not held by it.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count.default(50),
  /** Registration attempts from one IP in a window. */
  REGISTER_MAX_PER_IP: count.default(10),
  /** Registration attempts for one email in a window. */
  REGISTER_MAX_PER_EMAIL: count.default(5),
  /** Requests one personal API token may make in a minute, counted by every replica together. */
  API_TOKEN_MAX_PER_MINUTE: count.default(120),
  /** What each replica's kept signed-in answers (lists, statistics, progress, me) weigh at most, in MB; 0: none. */
  KEPT_ANSWERS_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** How long a kept answer lives: bounds its staleness only when a change's broadcast is lost. */
  KEPT_ANSWERS_TTL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
});

export const authUserEnvSchema = baseEnvSchema.extend({
  /** This account is an admin: promoted when it registers, or at start if it exists already. */
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  /** How long a token is valid. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(7 * 86_400),
  /** An account deletion's failed step is tried again after this, doubling each time up to 15 minutes. */
  ACCOUNT_DELETION_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /**
   * A deletion whose replica died mid-way is taken up by another after about twice this (BullMQ's lock and
   * stalled-job check); a live replica renews its lock at half of it.
   */
  ACCOUNT_DELETION_STALLED_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
});

export const socialEnvSchema = baseEnvSchema.extend({
  /**
   * How often the new-episode notifications job looks for the broadcast slots that passed since its last
   * run (issue 21); 0: never (tests drive it themselves).
   */
  NEW_EPISODES_EVERY_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
});

export const catalogueEnvSchema = baseEnvSchema.extend({
  JIKAN_BASE_URL: url(['http:', 'https:']).default('https://api.jikan.moe/v4'),
  MAL_CLIENT_ID: z.string().min(1).optional(),
  MAL_BASE_URL: url(['http:', 'https:']).default('https://api.myanimelist.net/v2'),
  SEED_ON_START: flag.default(true),
  /** Spec §9: 1.5 s between public-API requests (before the 429 factor); lower only against a fake. */
  JIKAN_MIN_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** Spec §8: a 429 is retried after this, then after twice this (6 s, 12 s). */
  JIKAN_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(6000),
  /** Catalogue jobs run at once per replica; each still waits its turn at the shared rate limit. */
  CATALOGUE_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** First retry of a failed job after this, doubling each time. */
  CATALOGUE_JOB_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * While the public API is out of reach, the job queue pauses this long between probes (its first job
   * in line); a job that met the outage keeps its attempts.
   */
  CATALOGUE_UPSTREAM_PROBE_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  /** Warm jobs (season, top, schedule) repeat this often: a few dozen public-API requests a day. */
  CATALOGUE_WARM_EVERY_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(6 * 60 * 60_000),
  /** Off in tests that drive jobs themselves. */
  CATALOGUE_JOBS: flag.default(true),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export type CatalogueEnv = z.infer<typeof catalogueEnvSchema>;
export type AuthUserEnv = z.infer<typeof authUserEnvSchema>;
export type SocialEnv = z.infer<typeof socialEnvSchema>;

/**
 * Validates the environment once, at start. Empty strings count as unset so that a blank line in an
 * .env file falls back to the default instead of failing as an invalid value. Tests (NODE_ENV=test) get
 * the dev secret when they set none: their harnesses sign tokens with it.
 */
export function loadEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const present: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (present.NODE_ENV === 'test') present.JWT_SECRET ??= DEV_JWT_SECRET;
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const parsed = result.data as z.infer<S> & Partial<BaseEnv>;
  if (parsed.NODE_ENV !== 'test' && parsed.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: is the published dev-only secret: use one of your own']);
  }
  return parsed;
}
