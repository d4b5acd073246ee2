import { COMPANY_ROLES, ROLES } from '@sinnro/access';
import { Transform } from 'class-transformer';
import { isIP } from 'node:net';
import {
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

export const NODE_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

const toList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : value;

/** An IPv4 or IPv6 address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
export function isAddressOrRange(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function IsAddressOrRange(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isAddressOrRange', validator: { validate: isAddressOrRange } },
    options,
  );
}

/**
 * Development and test keys of the personal numbers (not secret: they are in the source). Only
 * used where NATIONAL_ID_* are unset outside production; see load-environment.
 */
export const DEVELOPMENT_NATIONAL_ID_KEY_ID = 'dev1';
export const DEVELOPMENT_NATIONAL_ID_KEYS = 'dev1:yXzxWAvjp3gKnDAOvpOByDZfZJbtv+ZCChkOEBy+iFk=';
export const DEVELOPMENT_NATIONAL_ID_INDEX_KEY = 'BzbfNskO6VLX4dMLgnpmadqfr55IfCwbx8pA7s3dbvI=';

/**
 * The process environment, validated once at start-up. Each property's `expected` text is what the
 * start-up error prints when the variable is missing or malformed.
 */
export class Environment {
  @IsIn(NODE_ENVIRONMENTS)
  NODE_ENV: NodeEnvironment = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/)
  DATABASE_URL!: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DB_POOL_MAX = 10;

  @Matches(/^rediss?:\/\/.+/)
  REDIS_URL!: string;

  /** Prefix of every BullMQ key, so several copies (or test runs) can share one Redis. */
  @Matches(/^[a-z0-9_-]{1,40}$/)
  QUEUE_PREFIX = 'sinnro';

  /**
   * How long a worker's hold on a running job lasts without renewal: a job whose worker died is
   * given to another worker within about twice this. Tests that kill workers make it short.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(600)
  JOB_LOCK_SECONDS = 30;

  @IsString()
  @MinLength(32)
  JWT_SECRET!: string;

  @Matches(/^smtps?:\/\/.+/)
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Sinnro <no-reply@sinnro.local>';

  @IsUrl({ require_tld: false, require_protocol: true })
  CONSOLE_URL = 'http://localhost:5173';

  @IsUrl({ require_tld: false, require_protocol: true })
  CLIENT_WEB_URL = 'http://localhost:5174';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Apply pending migrations when the API starts (under an advisory lock, safe with replicas). */
  @IsIn(['true', 'false'])
  MIGRATE_ON_START = 'true';

  @IsOptional()
  @IsString()
  @MinLength(8)
  SEED_PASSWORD?: string;

  /** Failed logins one account may have from one address per 15 minutes before it must wait. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_FAILURES_PER_ACCOUNT = 5;

  /**
   * Failed logins one account may have per hour from all addresses together; then its password
   * login is locked for LOGIN_LOCK_MINUTES, or until a password reset or an e-ID login.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_FAILURES_BEFORE_LOCK = 50;

  /**
   * How long successive account locks last, in minutes (comma-separated, at most 1440 each): the
   * first lock the first value, the next the second, …, then the last value again. The count of
   * locks is forgotten a week after the last one, or at a password reset or e-ID login.
   */
  @Transform(toList)
  @IsArray()
  @ArrayNotEmpty()
  @Matches(/^([1-9]\d{0,2}|1[0-3]\d\d|14[0-3]\d|1440)$/, { each: true })
  LOGIN_LOCK_MINUTES: string[] = ['15', '60', '240', '1440'];

  /** Login attempts one IP address may make per 15 minutes (an office may share one address). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_ATTEMPTS_PER_ADDRESS = 50;

  /** The largest request body in bytes, on every route that does not take long texts. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(64 * 1024 * 1024)
  BODY_LIMIT_BYTES = 64 * 1024;

  /** The largest request body in bytes on routes that take long authored texts. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(64 * 1024 * 1024)
  LARGE_BODY_LIMIT_BYTES = 1024 * 1024;

  /** The most fields one object of a JSON body may have (more: 413 before validation). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BODY_MAX_KEYS = 1000;

  /** The most items one list of a JSON body may have (more: 413 before validation). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BODY_MAX_ARRAY_LENGTH = 1000;

  /** The most values (fields and list items, at every level) one JSON body may hold. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BODY_MAX_VALUES = 3200;

  /** The most objects (the body itself included, at every level) one JSON body may hold. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BODY_MAX_OBJECTS = 300;

  /** Seconds of the request-count windows below (RATE_LIMIT_USER_REQUESTS, …_ADDRESS_REQUESTS). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  /**
   * API requests one signed-in user may make per window on average, from all processes together
   * (a token bucket refilled evenly: 600 per 60 s is one every 100 ms).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_USER_REQUESTS = 600;

  /**
   * Minutes after its creation that a payment record still `initiated` or `pending` is marked
   * `expired` by the payments' expiry job (after asking its provider once more).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PAYMENT_EXPIRY_MINUTES = 30;

  /** How many requests a signed-in user may send at once before the average applies. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_USER_BURST = 60;

  /**
   * API requests of one signed-in user being answered at the same time; more answer 429 at once,
   * so one user cannot hold the database pool (DB_POOL_MAX) that everyone shares.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_USER_IN_FLIGHT = 8;

  /** API requests without a valid token that one address (an IPv6 /64) may make per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_ADDRESS_REQUESTS = 300;

  /**
   * Milliseconds a refusal of the limits above waits before it is sent, so that a client sending
   * again at once (a flood) is slowed to a few requests per connection per second. 0: none.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10_000)
  RATE_LIMIT_REFUSAL_DELAY_MS = 3000;

  /** Invitations (POST /api/v1/invitations) one user may send per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_INVITATIONS_PER_HOUR = 200;

  /** Self-service company links (POST /api/v1/users/link) one user may ask for per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_COMPANY_LINKS_PER_HOUR = 10;

  /**
   * Purchases started and promotion codes tried by one user per hour (POST
   * /client/user/log-payment-request and /api/v1/promotion-codes/{code}/users/{uuid} together), so
   * that codes cannot be guessed by trying many.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR = 60;

  /** Chat messages one sender may send in one conversation per minute (REST and socket). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE = 30;

  /** Bytes of documents one user may upload per 24 hours (from the first upload). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_UPLOAD_BYTES_PER_DAY = 100 * 1024 * 1024;

  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated). Unset:
   * none, and a request's address is that of the connection.
   */
  @Transform(toList)
  @IsArray()
  @IsAddressOrRange({ each: true })
  TRUSTED_PROXIES: string[] = [];

  /** Serve the OpenAPI page (/api/docs, /api/docs-json). Unset: on, except in production. */
  @IsOptional()
  @IsIn(['true', 'false'])
  API_DOCS?: 'true' | 'false';

  /**
   * The API's address as browsers reach it (e-ID redirect URI, embedded issuer). Unset, it is
   * http://localhost:PORT (see eidSettings in access/eid).
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  API_PUBLIC_URL?: string;

  /** The e-ID OpenID provider. Unset, outside production: the embedded issuer under /dev-eid. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  EID_ISSUER_URL?: string;

  @IsString()
  @MinLength(1)
  EID_CLIENT_ID = 'sinnro-dev';

  @IsString()
  @MinLength(16)
  EID_CLIENT_SECRET = 'sinnro-dev-eid-client-secret';

  /**
   * Keys that seal personal identity numbers at rest (AES-256-GCM), `keyId:base64key[,…]`, 32
   * bytes each. After a rotation keep the old keys listed: values sealed under them still open.
   * The default is a published development key; production refuses to start without its own.
   */
  @Matches(/^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_=-]+(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_=-]+)*$/)
  NATIONAL_ID_KEYS = DEVELOPMENT_NATIONAL_ID_KEYS;

  /** The id (in NATIONAL_ID_KEYS) of the key new personal numbers are sealed with. */
  @Matches(/^[A-Za-z0-9_-]{1,32}$/)
  NATIONAL_ID_KEY_ID = DEVELOPMENT_NATIONAL_ID_KEY_ID;

  /**
   * The key of the blind index personal numbers are looked up by (HMAC-SHA256), base64, 32-64
   * bytes. Changing it orphans every stored index: it is not rotated like NATIONAL_ID_KEYS.
   */
  @Matches(/^[A-Za-z0-9+/_=-]{43,88}$/)
  NATIONAL_ID_INDEX_KEY = DEVELOPMENT_NATIONAL_ID_INDEX_KEY;

  /**
   * Roles that must sign in with e-ID (HSLF-FS 2016:40 3:15): platform roles and `company-admin`,
   * comma-separated. Their password login answers 403 auth.eidRequired (after a correct password).
   * Unset: none (development and test, so the demo logins work); production should name at least
   * admin,hc,cc,therapist-premium,clinic-therapist,clinic-admin,company-admin.
   */
  @Transform(toList)
  @IsArray()
  @IsIn([...ROLES, ...COMPANY_ROLES.filter((role) => role !== 'standard-user')], { each: true })
  REQUIRE_EID_FOR: string[] = [];

  /** How many days a mailed invitation link works (updating the invitation sends a fresh one). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  INVITATION_VALID_DAYS = 14;

  /** Days an open module may go unopened (or a started one untouched) before a reminder. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  REMINDER_IDLE_DAYS = 7;

  /**
   * Hours (Europe/Stockholm) in which no reminder mail goes out, as `HH-HH` (from-until, e.g.
   * 21-08: mails found then wait until 08:00), or `off`.
   */
  @Matches(/^(off|([01]\d|2[0-3])-([01]\d|2[0-3]))$/)
  REMINDER_QUIET_HOURS = '21-08';

  /** Seconds a new chat message waits unread before its offline recipient is mailed a notice. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86_400)
  CHAT_OFFLINE_NOTICE_DELAY_SECONDS = 900;

  /** Seconds between the socket gateway's checks that each open socket's token still holds. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  CHAT_SOCKET_RECHECK_SECONDS = 30;

  /** Chat sockets one user may hold open at the same time, in all API processes together. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  CHAT_SOCKETS_PER_USER = 10;

  /** Chat socket handshakes (connections and reconnections) one user may make per minute. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHAT_SOCKET_HANDSHAKES_PER_MINUTE = 60;

  /**
   * Chat socket handshakes one address (an IPv6 /64) may make per minute, counted before the
   * token is read (an office may share one address).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE = 300;

  /** Events (join, token) one chat socket may send per minute; more are answered with 429. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHAT_SOCKET_EVENTS_PER_MINUTE = 60;

  /**
   * Seconds a refused chat join is audited once per user and conversation: repeated refusals
   * within them write nothing more (at most CHAT_REFUSED_JOINS_AUDITED per user in them).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86_400)
  CHAT_REFUSED_JOIN_AUDIT_SECONDS = 600;

  /** Refused chat joins of one user audited per CHAT_REFUSED_JOIN_AUDIT_SECONDS at most. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHAT_REFUSED_JOINS_AUDITED = 10;

  /**
   * The insurer's coverage service. Unset, outside production: a built-in stand-in that answers
   * for test numbers only (see insurance/insurance-test-people.ts).
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  INSURANCE_API_URL?: string;

  /** Bearer key for INSURANCE_API_URL, if the insurer asks for one. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  INSURANCE_API_KEY?: string;

  /**
   * Swish (Commerce API v2): production https://cpc.getswish.net, Swish's test environment
   * https://mss.cpc.getswish.net, or the local simulator (http://, no certificate). Unset: Swish
   * payments answer "Third party API error".
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SWISH_BASE_URL?: string;

  /** The merchant's Swish number (payeeAlias); 1231181189 is Swish's test merchant. */
  @Matches(/^\d{8,15}$/)
  SWISH_PAYEE_ALIAS = '1231181189';

  /** Where Swish posts its callbacks (…/api/v1/payments/swish/callback). Unset: API_PUBLIC_URL. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SWISH_CALLBACK_BASE_URL?: string;

  /** The merchant's Swish client certificate, its key and Swish's CA (PEM files), for https. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  SWISH_CERT_PATH?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  SWISH_KEY_PATH?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  SWISH_CA_PATH?: string;

  /** Where uploaded user documents are kept: a local folder (default) or an S3-compatible bucket. */
  @IsIn(['local', 's3'])
  DOCUMENT_STORAGE = 'local';

  /** The folder of the local document storage. Unset: .data/documents under the working folder. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  DOCUMENT_STORAGE_DIR?: string;

  /** S3-compatible storage (DOCUMENT_STORAGE=s3): endpoint such as https://s3.eu-north-1.amazonaws.com. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
  S3_BUCKET?: string;

  @Matches(/^[a-z0-9-]{2,40}$/)
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsString()
  @MinLength(3)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  S3_SECRET_ACCESS_KEY?: string;

  /** The self-hosted Jitsi Meet server of the video rooms; a room is `${JITSI_BASE_URL}/${room}`. */
  @IsUrl({ require_tld: false, require_protocol: true })
  JITSI_BASE_URL = 'https://localhost:8443';

  /** Set: room links carry a `?jwt=` token signed HS256 with it (Jitsi's token authentication). */
  @IsOptional()
  @IsString()
  @MinLength(16)
  JITSI_JWT_SECRET?: string;

  /** The token's `iss` (Jitsi's app id). */
  @IsString()
  @MinLength(1)
  JITSI_JWT_APP_ID = 'sinnro';

  /** The token's `aud`. */
  @IsString()
  @MinLength(1)
  JITSI_JWT_AUDIENCE = 'jitsi';

  /** Minutes before its start that a meeting's room opens. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(120)
  MEETING_OPEN_MINUTES_BEFORE = 10;

  /** Minutes after a meeting's end that its room link's token stays valid. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(240)
  MEETING_LINK_MARGIN_MINUTES = 15;

  /** The meeting lengths a specialist may book, in minutes (comma-separated). */
  @Transform(toList)
  @IsArray()
  @Matches(/^([1-9]\d?|1[0-7]\d|180)$/, { each: true })
  MEETING_DURATIONS: string[] = ['25', '45'];

  /** How much of a meeting's booked length must have passed before it can be marked held (%). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(100)
  MEETING_HELD_AFTER_PERCENT = 50;
}

/** What each variable must look like, in the words the start-up error uses. */
export const EXPECTED: Record<keyof Environment, string> = {
  NODE_ENV: `one of ${NODE_ENVIRONMENTS.join(', ')}`,
  PORT: 'a TCP port number between 1 and 65535',
  DATABASE_URL: 'a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/sinnro',
  DB_POOL_MAX: 'a whole number of connections between 1 and 200',
  REDIS_URL: 'a Redis URL such as redis://127.0.0.1:6379',
  QUEUE_PREFIX: 'lower-case letters, digits, - or _ (at most 40)',
  JOB_LOCK_SECONDS: 'a whole number of seconds between 1 and 600',
  JWT_SECRET: 'a random secret of at least 32 characters',
  SMTP_URL: 'an SMTP URL such as smtp://user:password@mail.example.com:587',
  MAIL_FROM: 'a sender address such as "Sinnro <no-reply@example.com>"',
  CONSOLE_URL: 'the console URL such as http://localhost:5173',
  CLIENT_WEB_URL: 'the client-web URL such as http://localhost:5174',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  MIGRATE_ON_START: 'true or false',
  SEED_PASSWORD: 'a password of at least 8 characters',
  LOGIN_FAILURES_PER_ACCOUNT: 'a whole number of at least 1',
  LOGIN_FAILURES_BEFORE_LOCK: 'a whole number of at least 1',
  LOGIN_LOCK_MINUTES: 'lock lengths in minutes (1-1440), comma-separated, such as 15,60,240,1440',
  LOGIN_ATTEMPTS_PER_ADDRESS: 'a whole number of at least 1',
  BODY_LIMIT_BYTES: 'a whole number of bytes between 1024 and 67108864',
  LARGE_BODY_LIMIT_BYTES: 'a whole number of bytes between 1024 and 67108864',
  BODY_MAX_KEYS: 'a whole number of at least 1',
  BODY_MAX_ARRAY_LENGTH: 'a whole number of at least 1',
  BODY_MAX_VALUES: 'a whole number of at least 1',
  BODY_MAX_OBJECTS: 'a whole number of at least 1',
  RATE_LIMIT_WINDOW_SECONDS: 'a whole number of seconds between 1 and 3600',
  RATE_LIMIT_USER_REQUESTS: 'a whole number of at least 1',
  PAYMENT_EXPIRY_MINUTES: 'a whole number of minutes of at least 1',
  RATE_LIMIT_USER_BURST: 'a whole number of at least 1',
  RATE_LIMIT_USER_IN_FLIGHT: 'a whole number of at least 1',
  RATE_LIMIT_ADDRESS_REQUESTS: 'a whole number of at least 1',
  RATE_LIMIT_REFUSAL_DELAY_MS: 'a whole number of milliseconds between 0 and 10000',
  RATE_LIMIT_INVITATIONS_PER_HOUR: 'a whole number of at least 1',
  RATE_LIMIT_COMPANY_LINKS_PER_HOUR: 'a whole number of at least 1',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR: 'a whole number of at least 1',
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: 'a whole number of at least 1',
  RATE_LIMIT_UPLOAD_BYTES_PER_DAY: 'a whole number of bytes of at least 1, such as 104857600',
  TRUSTED_PROXIES: 'proxy addresses or CIDR ranges, comma-separated, such as 10.0.0.1,10.1.0.0/16',
  API_DOCS: 'true or false',
  API_PUBLIC_URL: 'the API URL browsers use, such as https://api.example.com',
  EID_ISSUER_URL: 'the e-ID OpenID provider URL, such as https://eid.example.com',
  EID_CLIENT_ID: 'the client id registered at the e-ID provider',
  EID_CLIENT_SECRET: 'the client secret registered at the e-ID provider (at least 16 characters)',
  NATIONAL_ID_KEYS:
    'keys that seal personal numbers, keyId:base64key[,keyId:base64key], each key 32 bytes (openssl rand -base64 32), the current key among them',
  NATIONAL_ID_KEY_ID: 'the id of the current key in NATIONAL_ID_KEYS, such as k2026',
  NATIONAL_ID_INDEX_KEY:
    'the blind index key, 32-64 random bytes in base64 (openssl rand -base64 32)',
  REQUIRE_EID_FOR: `roles that must sign in with e-ID, comma-separated, among ${[...ROLES, 'company-admin'].join(', ')}`,
  INVITATION_VALID_DAYS: 'a whole number of days between 1 and 365',
  REMINDER_IDLE_DAYS: 'a whole number of days between 1 and 365',
  REMINDER_QUIET_HOURS: 'from-until hours in Stockholm time such as 21-08, or off',
  CHAT_OFFLINE_NOTICE_DELAY_SECONDS: 'a whole number of seconds between 0 and 86400',
  CHAT_SOCKET_RECHECK_SECONDS: 'a whole number of seconds between 1 and 3600',
  CHAT_SOCKETS_PER_USER: 'a whole number between 1 and 1000',
  CHAT_SOCKET_HANDSHAKES_PER_MINUTE: 'a whole number of at least 1',
  CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE: 'a whole number of at least 1',
  CHAT_SOCKET_EVENTS_PER_MINUTE: 'a whole number of at least 1',
  CHAT_REFUSED_JOIN_AUDIT_SECONDS: 'a whole number of seconds between 1 and 86400',
  CHAT_REFUSED_JOINS_AUDITED: 'a whole number of at least 1',
  INSURANCE_API_URL: "the insurer's coverage service URL, such as https://insurer.example.com/api",
  INSURANCE_API_KEY: "the insurer's API key (at least 8 characters)",
  SWISH_BASE_URL: 'the Swish API URL, such as https://cpc.getswish.net',
  SWISH_PAYEE_ALIAS: "the merchant's Swish number, 8-15 digits, such as 1231181189",
  SWISH_CALLBACK_BASE_URL: 'the API URL Swish reaches, such as https://api.example.com',
  SWISH_CERT_PATH: "the path of the merchant's Swish client certificate (PEM)",
  SWISH_KEY_PATH: "the path of the Swish client certificate's key (PEM)",
  SWISH_CA_PATH: "the path of Swish's CA certificate (PEM)",
  DOCUMENT_STORAGE: 'local or s3',
  DOCUMENT_STORAGE_DIR: 'a folder for uploaded documents, such as /var/lib/sinnro/documents',
  S3_ENDPOINT: 'the S3-compatible endpoint URL, such as https://s3.eu-north-1.amazonaws.com',
  S3_BUCKET: 'an S3 bucket name (lower-case letters, digits, dots and hyphens)',
  S3_REGION: 'an S3 region such as eu-north-1',
  S3_ACCESS_KEY_ID: 'the access key id of the S3 storage',
  S3_SECRET_ACCESS_KEY: 'the secret access key of the S3 storage',
  JITSI_BASE_URL: 'the Jitsi Meet server URL, such as https://meet.example.com',
  JITSI_JWT_SECRET: 'the Jitsi token secret (at least 16 characters)',
  JITSI_JWT_APP_ID: "the Jitsi token's issuer (app id), such as sinnro",
  JITSI_JWT_AUDIENCE: "the Jitsi token's audience, such as jitsi",
  MEETING_OPEN_MINUTES_BEFORE: 'a whole number of minutes between 0 and 120',
  MEETING_LINK_MARGIN_MINUTES: 'a whole number of minutes between 0 and 240',
  MEETING_DURATIONS: 'meeting lengths in minutes (1-180), comma-separated, such as 25,45',
  MEETING_HELD_AFTER_PERCENT: 'a whole percentage of the booked length between 0 and 100',
};
