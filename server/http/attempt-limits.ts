import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../protocol/api-envelope.ts';

/** How many failures a key may have in a window, and how long it is then locked out (doubling per lockout). */
export interface FailureRule {
  points: number;
  windowSec: number;
  /** The first lockout; each further lockout within a day doubles it, up to `maxLockSec`. */
  lockSec: number;
  maxLockSec: number;
}

/** Builds the error a refused attempt is answered with; `retryAfterSec` goes into errDlt. */
export type LimitError = (retryAfterSec: number) => ApiError;

const DAY_SEC = 86_400;

/**
 * Where a limiter keeps its counters: `part` names the counter (unique within the limiter). In this process's
 * memory by default; the chat service passes a shared store (server/chat/storage/shared-limits.ts), so that every
 * copy of it counts the same attempts.
 */
export type LimiterStore = (part: string, points: number, durationSec: number) => RateLimiterAbstract;

export const memoryStore: LimiterStore = (_part, points, duration) => new RateLimiterMemory({ points, duration });
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts failed attempts (wrong passwords, wrong admin secrets) per key, with an exponential back-off: after
 * `points` failures in `windowSec` the key is locked for `lockSec`, the next lockout that day for twice as long, and
 * so on. Successes are not counted, so many users signing in from one address do not lock it.
 */
export class FailureLimiter {
  private readonly failures: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;

  constructor(
    private readonly rule: FailureRule,
    private readonly error: LimitError,
    store: LimiterStore = memoryStore,
  ) {
    this.failures = store('failures', rule.points, rule.windowSec);
    // A day's lockouts are few; the bound only keeps the counter within a 32-bit column.
    this.lockouts = store('lockouts', 1_000_000, DAY_SEC);
  }

  /** Throws while the key is locked out. */
  async assertOpen(key: string): Promise<void> {
    const state = await this.failures.get(key);
    if (state && state.consumedPoints > this.rule.points) throw this.error(retryAfter(state));
  }

  async fail(key: string): Promise<void> {
    const state = await this.failures.consume(key).catch((refused: unknown) => refused as RateLimiterRes);
    if (state.remainingPoints > 0) return;
    const lockouts = (await this.lockouts.consume(key)).consumedPoints;
    const lockSec = Math.min(this.rule.lockSec * 2 ** (lockouts - 1), this.rule.maxLockSec);
    await this.failures.block(key, lockSec);
  }

  async succeed(key: string): Promise<void> {
    await this.failures.delete(key);
  }
}

/** Counts every attempt (not only failures) per key in a fixed window, e.g. codes sent from one address. */
export class AttemptLimiter {
  private readonly attempts: RateLimiterAbstract;

  constructor(
    points: number,
    windowSec: number,
    private readonly error: LimitError,
    store: LimiterStore = memoryStore,
  ) {
    this.attempts = store('attempts', points, windowSec);
  }

  async take(key: string): Promise<void> {
    try {
      await this.attempts.consume(key);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) throw this.error(retryAfter(refused));
      throw refused;
    }
  }
}

export const retryText = (retryAfterSec: number) => `too many attempts; retry after ${retryAfterSec} s`;
