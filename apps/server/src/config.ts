import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((value) => ['1', 'true', 'yes'].includes(value));

/** An operator's page: an http(s) address, or a path of this deployment (`/legal/terms`). */
const legalAddress = z.union([
  z.url({ protocol: /^https?$/ }),
  // Not `//host`: a browser reads that as another site.
  z.string().regex(/^\/(?!\/)[A-Za-z0-9._~/-]{0,200}$/, 'must be an http(s) address or a path starting with /'),
]);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Worktrail <no-reply@localhost>'),
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('worktrail:'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access'),
  OIDC_EMAIL_CLAIM: z.string().min(1).default('email'),
  OIDC_GIVEN_NAME_CLAIM: z.string().min(1).default('given_name'),
  OIDC_FAMILY_NAME_CLAIM: z.string().min(1).default('family_name'),
  DEMO: flag,
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  TRUST_PROXY: flag,
  CHECK_ANSWERS: flag,
  WEB_DIST_DIR: z.string().min(1).optional(),
  INVITE_BANNER_EN: z.string().max(500).optional(),
  INVITE_BANNER_AR: z.string().max(500).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  SUPPORT_INBOX: z.email().optional(),
  TERMS_URL: legalAddress.optional(),
  PRIVACY_URL: legalAddress.optional(),
  BILLING_BANK_DETAILS: z.string().max(2000).optional(),
  INVOICE_TAX_RATE: z
    .string()
    .regex(
      /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/,
      'must be a percentage from 0 to 100 with up to 2 decimals, e.g. 15',
    )
    .optional(),
  INVOICE_TAX_NAME: z.string().min(1).max(40).default('Tax'),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often queued mail is delivered; 0 delivers only when flushed (tests). */
  mailPollMs: number;
  demo: boolean;
  demoPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A readable line per request in a terminal; JSON lines for log collectors, and whenever LOG_FORMAT=json. */
  logFormat: 'json' | 'pretty';
  rateLimitPerMinute: number;
  /** Calls per organisation API key per minute; unset: `apiKeyLimits.requestsPerMinute` (tests lower it). */
  apiKeyRateLimitPerMinute?: number;
  trustProxy: boolean;
  /**
   * Each answer is also checked against its zod contract and must match what fast-json-stringify wrote (tests,
   * development); off, answers are only written from the contract's JSON schema, which drops undeclared fields.
   */
  checkAnswers?: boolean;
  /** The bearer token Prometheus sends to read /metrics; unset: /metrics is off. */
  metricsToken?: string | undefined;
  /** Redis for rate-limit and sign-in counters shared by every replica; unset: kept in this process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so deployments can share one Redis. */
  redisPrefix: string;
  webDistDir: string;
  /** Marketing line of the invite screen (§2), per language; absent: the web shows its own default text. */
  inviteBanner?: { en: string; ar: string };
  /** Where sign-up's Terms of Service and Privacy Policy links lead: the operator's pages, or the plain defaults. */
  legal: { termsUrl: string; privacyUrl: string };
  /** An external OpenID Connect provider whose tokens the API accepts instead of the embedded one's. */
  externalIdentity?: ExternalIdentityConfig;
  /** "Sign in with Google": an upstream OpenID Connect provider that can complete the login interaction. */
  google?: GoogleConfig;
  /** Where uploaded files live: `DATA_DIR/files` (default), or an S3-compatible bucket when set. */
  s3?: S3Config;
  /** Rows beyond which a report export runs in the background; unset: reportLimits.maxDirectExportRows. */
  exportDirectRows?: number;
  /** Where mail about opened and commented tickets goes; unset: to every person with the host role. */
  supportInbox?: string;
  /** What organisations paying by bank transfer are told (account, IBAN, reference); unset: no instructions. */
  billingBankDetails?: string;
  /** The tax line of every invoice (INVOICE_TAX_RATE in percent, as basis points); unset: invoices carry no tax. */
  invoiceTax?: { name: string; basisPoints: number };
};

export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type GoogleConfig = {
  /** Google's issuer, or another OpenID Connect provider's (tests point it at a local one). */
  issuer: string;
  clientId: string;
  clientSecret: string;
};

export type ExternalIdentityConfig = {
  issuer: string;
  audience: string;
  /** The web app's client at that provider. */
  clientId: string;
  scope: string;
  claims: { email: string; givenName: string; familyName: string };
};

function externalIdentity(e: z.infer<typeof envSchema>): ExternalIdentityConfig | undefined {
  if (!e.OIDC_ISSUER) return undefined;
  const missing = (['OIDC_AUDIENCE', 'OIDC_CLIENT_ID'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when OIDC_ISSUER is set`).join('\n')}`,
    );
  }
  return {
    issuer: e.OIDC_ISSUER,
    audience: e.OIDC_AUDIENCE ?? '',
    clientId: e.OIDC_CLIENT_ID ?? '',
    scope: e.OIDC_SCOPE,
    claims: { email: e.OIDC_EMAIL_CLAIM, givenName: e.OIDC_GIVEN_NAME_CLAIM, familyName: e.OIDC_FAMILY_NAME_CLAIM },
  };
}

function google(e: z.infer<typeof envSchema>): GoogleConfig | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = e;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const [missing, given] = clientId
      ? ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID']
      : ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${given} is set`);
  }
  return { issuer: e.GOOGLE_ISSUER, clientId, clientSecret };
}

/** "7.5" → 750 basis points, from the digits alone (no float arithmetic). */
function invoiceTax(e: z.infer<typeof envSchema>): Config['invoiceTax'] {
  if (e.INVOICE_TAX_RATE === undefined) return undefined;
  const [whole = '0', fraction = ''] = e.INVOICE_TAX_RATE.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints > 0 ? { name: e.INVOICE_TAX_NAME, basisPoints } : undefined;
}

function s3(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (e.BLOB_STORE !== 's3') return undefined;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when BLOB_STORE is s3`).join('\n')}`,
    );
  }
  return { endpoint, region: e.S3_REGION, bucket, accessKeyId, secretAccessKey, forcePathStyle: e.S3_FORCE_PATH_STYLE };
}

/** A configuration value that is missing or malformed; the message names the variable. */
export class ConfigError extends Error {}

/**
 * Reads and validates the environment; `--demo` on the command line acts as DEMO=1. `terminal` says whether the
 * logs go to a person's terminal, which makes readable lines the default instead of JSON.
 */
export function loadConfig({
  env,
  argv = [],
  terminal = false,
}: {
  env: NodeJS.ProcessEnv;
  argv?: string[];
  terminal?: boolean;
}): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const external = externalIdentity(e);
  const googleSignIn = google(e);
  const s3Store = s3(e);
  const tax = invoiceTax(e);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    demo: e.DEMO || argv.includes('--demo'),
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    checkAnswers: e.CHECK_ANSWERS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webDistDir: e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    legal: { termsUrl: e.TERMS_URL ?? '/legal/terms', privacyUrl: e.PRIVACY_URL ?? '/legal/privacy' },
    ...(e.SUPPORT_INBOX ? { supportInbox: e.SUPPORT_INBOX } : {}),
    ...(e.BILLING_BANK_DETAILS ? { billingBankDetails: e.BILLING_BANK_DETAILS } : {}),
    ...(tax ? { invoiceTax: tax } : {}),
    // Arabic falls back to the English line rather than to no banner at all.
    ...(e.INVITE_BANNER_EN
      ? { inviteBanner: { en: e.INVITE_BANNER_EN, ar: e.INVITE_BANNER_AR ?? e.INVITE_BANNER_EN } }
      : {}),
    ...(external ? { externalIdentity: external } : {}),
    ...(googleSignIn ? { google: googleSignIn } : {}),
    ...(s3Store ? { s3: s3Store } : {}),
  };
}
