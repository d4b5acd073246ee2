import { type Environment } from 'src/config/environment';

/** One limit: `limit` units (requests, messages, bytes or slots) per window for one subject. */
export interface RateLimitRule {
  /** Part of the Redis key: lower-case letters, digits and -. */
  readonly name: string;
  readonly limit: number;
  /** A fixed window starting at the subject's first unit; for slots, the longest a slot is held. */
  readonly windowSeconds: number;
}

/** How long an in-flight slot that was never released (a crashed process) keeps counting. */
export const IN_FLIGHT_SLOT_SECONDS = 120;

/** Seconds in the upload allowance's window: a day from the first upload. */
export const UPLOAD_WINDOW_SECONDS = 24 * 60 * 60;

/** The named limits, from the environment (see environment.ts for each variable). */
export function rateLimitRules(environment: Environment) {
  return {
    userRequests: {
      name: 'user-requests',
      limit: environment.RATE_LIMIT_USER_REQUESTS,
      windowSeconds: environment.RATE_LIMIT_WINDOW_SECONDS,
    },
    userInFlight: {
      name: 'user-in-flight',
      limit: environment.RATE_LIMIT_USER_IN_FLIGHT,
      windowSeconds: IN_FLIGHT_SLOT_SECONDS,
    },
    addressRequests: {
      name: 'address-requests',
      limit: environment.RATE_LIMIT_ADDRESS_REQUESTS,
      windowSeconds: environment.RATE_LIMIT_WINDOW_SECONDS,
    },
    invitations: {
      name: 'invitations',
      limit: environment.RATE_LIMIT_INVITATIONS_PER_HOUR,
      windowSeconds: 60 * 60,
    },
    companyLinks: {
      name: 'company-links',
      limit: environment.RATE_LIMIT_COMPANY_LINKS_PER_HOUR,
      windowSeconds: 60 * 60,
    },
    paymentAttempts: {
      name: 'payment-attempts',
      limit: environment.RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR,
      windowSeconds: 60 * 60,
    },
    chatMessages: {
      name: 'chat-messages',
      limit: environment.RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE,
      windowSeconds: 60,
    },
    uploadBytes: {
      name: 'upload-bytes',
      limit: environment.RATE_LIMIT_UPLOAD_BYTES_PER_DAY,
      windowSeconds: UPLOAD_WINDOW_SECONDS,
    },
  } satisfies Record<string, RateLimitRule>;
}

export type RateLimitRules = ReturnType<typeof rateLimitRules>;
export type RateLimitName = keyof RateLimitRules;
