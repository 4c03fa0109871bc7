import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { ConnectionLimits } from './connection-limits.ts';

/**
 * Token buckets on 1003 sends, one per connection and one per user (all their devices together), built from
 * rate-limiter-flexible's BurstyRateLimiter: a steady rate per second, and when that is used up, a burst allowance
 * that refills every `burstSeconds`. Keys expire on their own, so idle users cost nothing.
 */
export class SendLimiter {
  private readonly perConnection = bursty(
    'conn',
    ConnectionLimits.connectionSendsPerSecond,
    ConnectionLimits.connectionBurst,
  );
  private readonly perUser = bursty('user', ConnectionLimits.userSendsPerSecond, ConnectionLimits.userBurst);

  /** Takes one send from both buckets; throws 1452 SendRateLimited when either is empty. */
  async take(connectionID: number, userID: string): Promise<void> {
    try {
      await this.perConnection.consume(String(connectionID));
      await this.perUser.consume(userID);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new ApiError(
        ErrorCode.SendRateLimited,
        'SendRateLimited',
        `too many messages; try again in ${Math.ceil(error.msBeforeNext / 1000)} s`,
      );
    }
  }
}

function bursty(keyPrefix: string, perSecond: number, burst: number): BurstyRateLimiter {
  return new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix, points: perSecond, duration: 1 }),
    new RateLimiterMemory({ keyPrefix: `${keyPrefix}-burst`, points: burst, duration: ConnectionLimits.burstSeconds }),
  );
}
