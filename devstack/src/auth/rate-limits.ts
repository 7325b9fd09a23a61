import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { AuthError } from './errors.js';

/**
 * GoTrue's rate limits, with its defaults (GOTRUE_RATE_LIMIT_* and GOTRUE_SMTP_MAX_FREQUENCY):
 * sign-ups and password sign-ins 30 per 5 minutes per IP, token refreshes 150 per 5 minutes per IP,
 * verifications (OTP codes and mailed links) 30 per 5 minutes per IP, 30 auth e-mails per hour for the
 * whole project, and one e-mail of each kind per user every 60 seconds. Over a limit the answer is 429
 * with GoTrue's error codes: over_request_rate_limit, over_email_send_rate_limit.
 */
export interface AuthRateLimits {
  signInsPer5Min: number;
  tokenRefreshesPer5Min: number;
  verificationsPer5Min: number;
  emailsPerHour: number;
  /** Seconds between two mails of one kind to one user. */
  emailMinIntervalSeconds: number;
}

export const GOTRUE_DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signInsPer5Min: 30,
  tokenRefreshesPer5Min: 150,
  verificationsPer5Min: 30,
  emailsPerHour: 30,
  emailMinIntervalSeconds: 60,
};

/**
 * The limits a config asks for: GoTrue's defaults, some of them changed, or 'off' (test harnesses that
 * sign in hundreds of times from 127.0.0.1, like a GoTrue configured with high limits).
 */
export function resolveRateLimits(
  setting: Partial<AuthRateLimits> | 'off' | undefined,
): AuthRateLimits | null {
  if (setting === 'off') return null;
  return { ...GOTRUE_DEFAULT_RATE_LIMITS, ...setting };
}

/** Reads DEVSTACK_AUTH_RATE_LIMITS: 'off', or JSON such as {"emailsPerHour": 2}. */
export function rateLimitsFromEnv(
  value = process.env.DEVSTACK_AUTH_RATE_LIMITS,
): Partial<AuthRateLimits> | 'off' | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v === 'off') return 'off';
  try {
    return JSON.parse(v) as Partial<AuthRateLimits>;
  } catch {
    throw new Error(`DEVSTACK_AUTH_RATE_LIMITS must be 'off' or a JSON object, got ${v}`);
  }
}

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = (message = 'Email rate limit exceeded') =>
  new AuthError(429, 'over_email_send_rate_limit', message);

/** A sliding-window counter per key (an IP, or one global key). */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; false when it is over the limit (and then it is not counted). */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

/** The caller's address as GoTrue sees it without a trusted proxy header: the connection's. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface AuthLimiter {
  signIn(c: Context): void;
  tokenRefresh(c: Context): void;
  verify(c: Context): void;
  /** One auth e-mail about to go out; lastSentAt is when the same kind last went to this user. */
  email(lastSentAt: string | null): void;
}

export function createAuthLimiter(setting: Partial<AuthRateLimits> | 'off' | undefined): AuthLimiter {
  const limits = resolveRateLimits(setting);
  if (!limits) return { signIn() {}, tokenRefresh() {}, verify() {}, email() {} };
  const fiveMinutes = 5 * 60_000;
  const signIns = new WindowCounter(limits.signInsPer5Min, fiveMinutes);
  const refreshes = new WindowCounter(limits.tokenRefreshesPer5Min, fiveMinutes);
  const verifications = new WindowCounter(limits.verificationsPer5Min, fiveMinutes);
  const emails = new WindowCounter(limits.emailsPerHour, 3_600_000);
  const per = (counter: WindowCounter) => (c: Context) => {
    if (!counter.take(clientIp(c))) throw overRequestRateLimit();
  };
  return {
    signIn: per(signIns),
    tokenRefresh: per(refreshes),
    verify: per(verifications),
    email(lastSentAt) {
      if (lastSentAt) {
        const wait = Math.ceil(
          (Date.parse(lastSentAt) + limits.emailMinIntervalSeconds * 1000 - Date.now()) / 1000,
        );
        if (wait > 0) {
          throw overEmailSendRateLimit(
            `For security purposes, you can only request this after ${wait} seconds.`,
          );
        }
      }
      if (!emails.take('project')) throw overEmailSendRateLimit();
    },
  };
}

const limiters = new WeakMap<object, AuthLimiter>();

/** The limiter of one stack (its config object), made on first use from config.authRateLimits. */
export function limiterFor(config: { authRateLimits?: Partial<AuthRateLimits> | 'off' }): AuthLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = createAuthLimiter(config.authRateLimits);
    limiters.set(config, limiter);
  }
  return limiter;
}
