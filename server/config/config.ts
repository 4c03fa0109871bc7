import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  AdminSecretFileError,
  MIN_ADMIN_SECRET_LENGTH,
  adminSecretPath,
  readOrCreateAdminSecret,
} from './admin-secret.ts';

/** OpenIM's own development defaults. Its admin secret is never a default here (admin-secret.ts); production refuses it. */
const DEFAULT_ADMIN_USER_ID = 'imAdmin';
export const OPENIM_DEVELOPMENT_SECRET = 'openIM123';

const isolationModes = ['off', 'credentialless', 'require-corp'] as const;

const configSchema = z.object({
  // Not 10080: Chrome and Firefox refuse that port (ERR_UNSAFE_PORT), so the printed URL would not open.
  port: z.coerce.number().int().min(0).max(65535).default(10088),
  host: z.string().default('0.0.0.0'),
  dataDir: z.string().default('.parley-data'),
  clientDir: z.string().default('dist'),
  /** Serves the SDK harness of the browser tests from dist-harness/ (never part of the app). */
  testHarness: z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean()).default(false),
  harnessDir: z.string().default('dist-harness'),
  /**
   * Checks every answer of /api and /chat against /openapi.json and appends each mismatch to
   * <dataDir>/contract-violations.jsonl (the tests turn this on; docs/architecture.md, "API document").
   */
  validateResponses: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .default(false),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Cross-origin isolation for the app shell; see docs/architecture.md, "Cross-origin isolation". */
  crossOriginIsolation: z.enum(isolationModes).default('off'),
  adminUserID: z.string().min(1).default(DEFAULT_ADMIN_USER_ID),
  /** Unset: a random secret kept in the data directory (admin-secret.ts). */
  adminSecret: z.string().min(1).optional(),
  /** IM tokens live 90 days, as OpenIM's tokenPolicy.expire defaults. */
  tokenTtlDays: z.coerce.number().positive().default(90),
  /** Admin tokens (from the admin secret) live one day, at most a week: the secret opens everything. */
  adminTokenTtlDays: z.coerce.number().positive().max(7).default(1),
  production: z.boolean().default(false),
  /** Where the chat service reaches the IM admin API; empty means this same server (deltas.md 12). */
  imApiURL: z.string().default(''),
  /**
   * The chat service reaches IM over OpenIM's REST API and webhooks even when IM is this same server (always when
   * imApiURL names another one); otherwise it uses the in-process adapter (server/chat/im-port.ts).
   */
  chatImOverHttp: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .default(false),
  /**
   * The secret path segment OpenIM's webhooks must carry: set OpenIM's webhooks.url to
   * <chat service>/chat/openim-webhook/<secret>. Empty: the chat service takes no webhooks.
   */
  chatWebhookSecret: z.string().default(''),
  /**
   * `embedded` serves the chat service (/chat) from this server too; `off` serves IM alone, for a topology where
   * separate chat-service copies (`npm run chat-service`) take /chat and this server's webhooks (docs/past-one-machine.md).
   */
  chatService: z.enum(['embedded', 'off']).default('embedded'),
  /**
   * The load balancers in front of a chat-service copy (comma-separated addresses or CIDRs): their
   * X-Forwarded-For names the caller, so per-address limits count each client rather than the balancer. Empty: none.
   */
  trustProxy: z.string().default(''),
  /** How long, over HTTP, a cached friend list, block list, member list or profile is trusted without a webhook. */
  chatImCacheMs: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * How long, over HTTP, a friend or block list kept in the chat database is trusted without a webhook saying it
   * changed (server/chat/relation-replica.ts); 0, or a cache of 0, asks IM each time.
   */
  chatRelationsTrustMs: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /**
   * Where the chat service keeps its tables (server/chat/storage/): empty, the server's own SQLite database;
   * `postgres://user:password@host:port/database`, PostgreSQL, which any number of chat-service copies can share.
   */
  chatDatabaseURL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+)?$/, 'a postgres:// URL, or empty for SQLite')
    .default(''),
  /**
   * OpenIM's `webhooks.url` (config/webhooks.yml): when set, the embedded IM posts its after-callbacks to
   * `<url>/<callbackCommand>` (server/protocol/OPENIM-WEBHOOKS.md). Empty: no webhooks.
   */
  webhookURL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /** Each callback's timeout, as webhooks.yml's `timeout` (seconds). */
  webhookTimeoutSeconds: z.coerce.number().positive().max(60).default(5),
  /**
   * webhooks.yml's `beforeAddFriend`: with a webhook URL, the IM asks `<url>/callbackBeforeAddFriendCommand` before it
   * stores a friend application and obeys the answer (the chat service refuses users who do not accept requests).
   * `enable` (on), `timeout` (seconds), and `failedContinue`: whether an unreachable or garbled receiver lets the
   * application through. Off by default: v3.8.3 ignores the setting and always refuses (OPENIM-WEBHOOKS.md).
   */
  webhookBeforeAddFriend: z
    .preprocess((value) => !(value === false || value === 'false' || value === '0'), z.boolean())
    .default(true),
  webhookBeforeAddFriendTimeoutSeconds: z.coerce.number().positive().max(60).default(5),
  webhookBeforeAddFriendFailedContinue: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .default(false),
  /** SMTP for verification codes; without a host the server runs in development mode (deltas.md 9). */
  smtpHost: z.string().default(''),
  smtpPort: z.coerce.number().int().min(1).max(65535).default(587),
  smtpUser: z.string().default(''),
  smtpPassword: z.string().default(''),
  smtpFrom: z.string().default('Parley <no-reply@localhost>'),
  /** The largest upload accepted, in bytes (1 GiB). */
  maxUploadBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 ** 3),
  /** What one user may keep in uploads, in all (10 GiB) and added over any 24 hours (2 GiB); docs/security.md. */
  storageQuotaBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 ** 3),
  storageDailyQuotaBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** LiveKit for calls; set, they point at an external deployment; unset, the managed one (server/media/) fills them in. */
  /** Web Push (VAPID): the contact the push services may write to, and the key pair (else made once in dataDir). */
  vapidSubject: z.string().default('mailto:admin@parley.invalid'),
  vapidPublicKey: z.string().default(''),
  vapidPrivateKey: z.string().default(''),
  /** Extra push service host names (exact, or `.suffix`) beyond the browsers' own; see server/push/push-endpoints.ts. */
  pushHosts: z.string().default(''),
  /** Accounts that may sign in to the admin console with their own password, by user ID, account name, e-mail or
   * phone number with its area code (server/chat/admin/admin-account-entries.ts); none by default. */
  adminAccounts: z.string().default(''),
  /**
   * Link previews (server/chat/link-preview/): the chat service fetches the page a message links to. `off` turns
   * them off (the client learns it from /parley/capabilities).
   */
  linkPreview: z.enum(['on', 'off']).default('on'),
  /**
   * Hosts a link preview may fetch though their addresses are private (an intranet, a test's local page):
   * comma-separated host names, addresses or CIDRs. Empty: public addresses only.
   */
  linkPreviewAllow: z.string().default(''),
  /** One http(s) origin allowed as a push endpoint, for tests' local receivers only. */
  pushTestOrigin: z.string().default(''),
  /**
   * Tests only (server/chat/webhook-test-crash.ts): a directory where a file `crash` makes the copy that takes the next
   * group call invite's after-send webhook die before recording it. Empty: never.
   */
  testWebhookCrash: z.string().default(''),
  livekitURL: z.string().default(''),
  livekitApiKey: z.string().default(''),
  livekitApiSecret: z.string().default(''),
  /** The managed LiveKit (used when LIVEKIT_URL is not set): `managed` runs it, `off` never does. */
  mediaServer: z.enum(['managed', 'off']).default('managed'),
  mediaPort: z.coerce.number().int().min(1).max(65535).default(7880),
  mediaTcpPort: z.coerce.number().int().min(1).max(65535).default(7881),
  mediaUdpPort: z.coerce.number().int().min(1).max(65535).default(7882),
  /** Expose the managed media server on the LAN address instead of loopback only. */
  mediaLan: z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean()).default(false),
  /** The address other devices open Parley at; demo avatars get absolute addresses under it. */
  publicURL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /**
   * The user service agreement the registration screen links to: an http(s) address, or a path on this server.
   * Parley's own general page by default; published to clients by the chat service's /parley/capabilities.
   */
  termsURL: z
    .union([
      z.url({ protocol: /^https?$/ }),
      z.string().regex(/^\/(?![/\\])\S*$/, 'PARLEY_TERMS_URL must be an http(s) address or a path'),
    ])
    .default('/terms.html'),
  /** Registration needs an invitation code. */
  requireInvitationCode: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .default(false),
  /**
   * A code every verification accepts, for tests and `--demo` only (deltas.md 9). Off unless named; production
   * refuses to start with one.
   */
  superCode: z
    .string()
    .regex(/^\d{6}$/, 'PARLEY_SUPER_CODE must be 6 digits')
    .optional(),
  /**
   * OpenID Connect single sign-on (server/chat/oidc/): off while no issuer is named. The claim names the account
   * across sign-ins; new accounts are made on a first sign-in unless turned off; the redirect URI defaults to
   * `<publicURL>/oidc/callback`, the client's own screen, and must be registered at the provider.
   */
  oidcIssuer: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  oidcClientID: z.string().default(''),
  oidcClientSecret: z.string().default(''),
  oidcScopes: z.string().default('openid email profile'),
  oidcAccountClaim: z.enum(['email', 'preferred_username', 'sub']).default('email'),
  oidcDisplayName: z.string().max(60).default('single sign-on'),
  oidcCreateAccounts: z
    .preprocess((value) => !(value === false || value === 'false' || value === '0' || value === 'off'), z.boolean())
    .default(true),
  oidcRedirectURI: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /** `off`: the sign-in screen offers single sign-on only; the admin console keeps its own sign-in. */
  passwordSignIn: z.enum(['on', 'off']).default('on'),
  /** Brute-force limits (docs/security.md); raised, never switched off, by a test server with many logins. */
  loginLimitPerAccount: z.coerce.number().int().positive().default(5),
  loginLimitPerIP: z.coerce.number().int().positive().default(30),
  codeSendLimitPerIP: z.coerce.number().int().positive().default(20),
  adminSecretLimitPerIP: z.coerce.number().int().positive().default(10),
  /** Who may frame the app (CSP frame-ancestors); empty means nobody. Space-separated origins. */
  frameAncestors: z.string().default(''),
  /** A second listener serving only /metrics without a token, for a Prometheus on the same host or network. */
  metricsPort: z.coerce.number().int().min(0).max(65535).optional(),
  metricsHost: z.string().default('127.0.0.1'),
});

export type ServerConfig = Omit<z.infer<typeof configSchema>, 'adminSecret'> & {
  adminSecret: string;
  /** Set when the admin secret was made for this data directory rather than named by the operator. */
  adminSecretFile?: string;
};

const envKeys: Record<string, keyof ServerConfig> = {
  PORT: 'port',
  HOST: 'host',
  PARLEY_DATA_DIR: 'dataDir',
  PARLEY_CLIENT_DIR: 'clientDir',
  PARLEY_TEST_HARNESS: 'testHarness',
  PARLEY_VALIDATE_RESPONSES: 'validateResponses',
  LOG_LEVEL: 'logLevel',
  PARLEY_ISOLATION: 'crossOriginIsolation',
  PARLEY_ADMIN_USER_ID: 'adminUserID',
  PARLEY_ADMIN_SECRET: 'adminSecret',
  PARLEY_TOKEN_TTL_DAYS: 'tokenTtlDays',
  PARLEY_ADMIN_TOKEN_TTL_DAYS: 'adminTokenTtlDays',
  PARLEY_IM_API_URL: 'imApiURL',
  PARLEY_CHAT_IM_OVER_HTTP: 'chatImOverHttp',
  PARLEY_CHAT_WEBHOOK_SECRET: 'chatWebhookSecret',
  PARLEY_CHAT_IM_CACHE_MS: 'chatImCacheMs',
  PARLEY_CHAT_RELATIONS_TRUST_MS: 'chatRelationsTrustMs',
  PARLEY_CHAT_SERVICE: 'chatService',
  PARLEY_TRUST_PROXY: 'trustProxy',
  PARLEY_CHAT_DATABASE_URL: 'chatDatabaseURL',
  PARLEY_WEBHOOK_URL: 'webhookURL',
  PARLEY_WEBHOOK_TIMEOUT_SECONDS: 'webhookTimeoutSeconds',
  PARLEY_WEBHOOK_BEFORE_ADD_FRIEND: 'webhookBeforeAddFriend',
  PARLEY_WEBHOOK_BEFORE_ADD_FRIEND_TIMEOUT_SECONDS: 'webhookBeforeAddFriendTimeoutSeconds',
  PARLEY_WEBHOOK_BEFORE_ADD_FRIEND_FAILED_CONTINUE: 'webhookBeforeAddFriendFailedContinue',
  SMTP_HOST: 'smtpHost',
  SMTP_PORT: 'smtpPort',
  SMTP_USER: 'smtpUser',
  SMTP_PASSWORD: 'smtpPassword',
  SMTP_FROM: 'smtpFrom',
  PARLEY_REQUIRE_INVITATION_CODE: 'requireInvitationCode',
  PARLEY_TERMS_URL: 'termsURL',
  PARLEY_PUBLIC_URL: 'publicURL',
  PARLEY_MAX_UPLOAD_BYTES: 'maxUploadBytes',
  PARLEY_STORAGE_QUOTA_BYTES: 'storageQuotaBytes',
  PARLEY_STORAGE_DAILY_QUOTA_BYTES: 'storageDailyQuotaBytes',
  PARLEY_VAPID_SUBJECT: 'vapidSubject',
  PARLEY_VAPID_PUBLIC_KEY: 'vapidPublicKey',
  PARLEY_VAPID_PRIVATE_KEY: 'vapidPrivateKey',
  PARLEY_PUSH_HOSTS: 'pushHosts',
  PARLEY_ADMIN_ACCOUNTS: 'adminAccounts',
  PARLEY_PUSH_TEST_ORIGIN: 'pushTestOrigin',
  PARLEY_TEST_WEBHOOK_CRASH: 'testWebhookCrash',
  PARLEY_LINK_PREVIEW: 'linkPreview',
  PARLEY_LINK_PREVIEW_ALLOW: 'linkPreviewAllow',
  LIVEKIT_URL: 'livekitURL',
  LIVEKIT_API_KEY: 'livekitApiKey',
  LIVEKIT_API_SECRET: 'livekitApiSecret',
  PARLEY_MEDIA_SERVER: 'mediaServer',
  PARLEY_MEDIA_PORT: 'mediaPort',
  PARLEY_MEDIA_TCP_PORT: 'mediaTcpPort',
  PARLEY_MEDIA_UDP_PORT: 'mediaUdpPort',
  PARLEY_MEDIA_LAN: 'mediaLan',
  PARLEY_SUPER_CODE: 'superCode',
  PARLEY_OIDC_ISSUER: 'oidcIssuer',
  PARLEY_OIDC_CLIENT_ID: 'oidcClientID',
  PARLEY_OIDC_CLIENT_SECRET: 'oidcClientSecret',
  PARLEY_OIDC_SCOPES: 'oidcScopes',
  PARLEY_OIDC_ACCOUNT_CLAIM: 'oidcAccountClaim',
  PARLEY_OIDC_DISPLAY_NAME: 'oidcDisplayName',
  PARLEY_OIDC_CREATE_ACCOUNTS: 'oidcCreateAccounts',
  PARLEY_OIDC_REDIRECT_URI: 'oidcRedirectURI',
  PARLEY_PASSWORD_SIGN_IN: 'passwordSignIn',
  PARLEY_LOGIN_LIMIT_PER_ACCOUNT: 'loginLimitPerAccount',
  PARLEY_LOGIN_LIMIT_PER_IP: 'loginLimitPerIP',
  PARLEY_CODE_SEND_LIMIT_PER_IP: 'codeSendLimitPerIP',
  PARLEY_ADMIN_SECRET_LIMIT_PER_IP: 'adminSecretLimitPerIP',
  PARLEY_FRAME_ANCESTORS: 'frameAncestors',
  PARLEY_METRICS_PORT: 'metricsPort',
  PARLEY_METRICS_HOST: 'metricsHost',
};

export class ConfigError extends Error {}

function readConfigFile(path: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ConfigError(`${path} must hold a JSON object`);
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`);
  }
}

/** Where the data directory is, by the same precedence as loadConfig, without touching it (restore needs it empty). */
export function loadDataDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, parseSettings(env, cwd).dataDir);
}

/** Whether this process runs the chat service, by the same precedence as loadConfig, without touching the disk. */
export function loadChatServiceMode(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): 'embedded' | 'off' {
  return parseSettings(env, cwd).chatService;
}

/**
 * Precedence: environment, then the config file (PARLEY_CONFIG, or ./parley.config.json when present), then defaults.
 * With no admin secret named, the data directory's own is read, or made (admin-secret.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const config = parseSettings(env, cwd);
  const dataDir = resolve(cwd, config.dataDir);
  const generated = config.adminSecret === undefined ? ownAdminSecret(dataDir) : undefined;
  return {
    ...config,
    adminSecret: config.adminSecret ?? generated!.secret,
    ...(generated ? { adminSecretFile: adminSecretPath(dataDir) } : {}),
    dataDir,
    clientDir: resolve(cwd, config.clientDir),
    harnessDir: resolve(cwd, config.harnessDir),
  };
}

function ownAdminSecret(dataDir: string) {
  try {
    return readOrCreateAdminSecret(dataDir);
  } catch (error) {
    if (error instanceof AdminSecretFileError) throw new ConfigError(error.message);
    throw error;
  }
}

function parseSettings(env: NodeJS.ProcessEnv, cwd: string) {
  const filePath = env.PARLEY_CONFIG ?? resolve(cwd, 'parley.config.json');
  const fromFile = env.PARLEY_CONFIG || existsSync(filePath) ? readConfigFile(filePath) : {};
  const fromEnv: Record<string, unknown> = {};
  for (const [envKey, configKey] of Object.entries(envKeys)) {
    const value = env[envKey];
    if (value !== undefined && value !== '') fromEnv[configKey] = value;
  }
  fromEnv.production = env.NODE_ENV === 'production';

  const result = configSchema.safeParse({ ...fromFile, ...fromEnv });
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`invalid configuration: ${details}`);
  }
  const config = result.data;
  if (config.production && (config.adminSecret === undefined || config.adminSecret === OPENIM_DEVELOPMENT_SECRET)) {
    throw new ConfigError(
      `NODE_ENV=production needs PARLEY_ADMIN_SECRET set, to something other than OpenIM's default`,
    );
  }
  // OpenIM's own development secret stays usable in development, beside an OpenIM deployment that still has it.
  const developmentDefault = !config.production && config.adminSecret === OPENIM_DEVELOPMENT_SECRET;
  if (config.adminSecret !== undefined && config.adminSecret.length < MIN_ADMIN_SECRET_LENGTH && !developmentDefault) {
    throw new ConfigError(
      `PARLEY_ADMIN_SECRET has ${config.adminSecret.length} characters: at least ${MIN_ADMIN_SECRET_LENGTH} are needed ` +
        `(it opens every account); unset, the server makes a random one in its data directory`,
    );
  }
  if (config.production && config.superCode !== undefined) {
    throw new ConfigError('NODE_ENV=production refuses to start with PARLEY_SUPER_CODE set: it would let anyone in');
  }
  return config;
}
