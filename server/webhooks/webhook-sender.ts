import type { Logger } from 'pino';
import {
  WEBHOOK_CONTENT_TYPE,
  WEBHOOK_OPERATION_ID_HEADER,
  webhookUrl,
  type WebhookBody,
} from '../protocol/openim-webhooks.ts';

export type WebhookOutcome = 'sent' | 'failed' | 'dropped';

const WARNING_PERIOD_MS = 10_000;

export interface WebhookSenderOptions {
  /** OpenIM's `webhooks.url`; each callback goes to `<url>/<callbackCommand>`. */
  url: string;
  timeoutMs: number;
  logger: Logger;
  /** Told once per callback, whatever became of it (metrics). */
  onOutcome?: (command: string, outcome: WebhookOutcome) => void;
  /** How many POSTs run at once; OpenIM runs 2 workers. */
  concurrency?: number;
  /** Callbacks waiting beyond this are dropped, never waited for: a slow receiver must not slow a send. */
  capacity?: number;
  fetch?: typeof fetch;
}

interface Pending {
  body: WebhookBody;
  operationID: string;
}

/**
 * OpenIM's after-callbacks (AsyncPost): queued in memory, posted by a few workers, each with a timeout, never
 * retried, and nothing waits for them. OpenIM's queue makes a full push wait up to 3 s before dropping; this one
 * drops at once, so the caller (a message send, a gateway connection) is never held up.
 */
export class WebhookSender {
  private readonly queue: Pending[] = [];
  private running = 0;
  private closed = false;
  private readonly inFlight = new Set<AbortController>();
  private readonly concurrency: number;
  private readonly capacity: number;
  private readonly fetch: typeof fetch;
  private idleWaiters: Array<() => void> = [];
  /** A receiver that is down fails every callback: one warning per period, with the count, not one per callback. */
  private lastWarning = 0;
  private unreported = 0;

  constructor(private readonly options: WebhookSenderOptions) {
    this.concurrency = options.concurrency ?? 2;
    this.capacity = options.capacity ?? 1000;
    this.fetch = options.fetch ?? fetch;
  }

  /** Queues one callback; returns at once. */
  post(body: WebhookBody, operationID: string): void {
    if (this.closed || this.queue.length >= this.capacity) {
      this.warn({ command: body.callbackCommand }, 'webhook dropped: the queue is full');
      this.options.onOutcome?.(body.callbackCommand, 'dropped');
      return;
    }
    this.queue.push({ body, operationID });
    this.pump();
  }

  get pending(): number {
    return this.queue.length + this.running;
  }

  /** Resolves when nothing is queued or in flight (tests, shutdown). */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops taking callbacks and abandons the ones in flight. */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
    for (const controller of this.inFlight) controller.abort();
  }

  private warn(detail: Record<string, unknown>, message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < WARNING_PERIOD_MS) {
      this.unreported++;
      return;
    }
    this.options.logger.warn({ ...detail, alsoSinceLastWarning: this.unreported }, message);
    this.lastWarning = now;
    this.unreported = 0;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const next = this.queue.shift()!;
      this.running++;
      void this.deliver(next).finally(() => {
        this.running--;
        this.pump();
        if (this.pending === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    }
  }

  private async deliver({ body, operationID }: Pending): Promise<void> {
    const command = body.callbackCommand;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const response = await this.fetch(webhookUrl(this.options.url, command), {
        method: 'POST',
        headers: { 'content-type': WEBHOOK_CONTENT_TYPE, [WEBHOOK_OPERATION_ID_HEADER]: operationID },
        body: JSON.stringify(body),
        signal: controller.signal,
        // A receiver that redirects is misconfigured; re-posting message contents elsewhere is not ours to decide.
        redirect: 'manual',
      });
      const text = await response.text();
      // OpenIM reads the answer as CommonCallbackResp whatever the status; anything else is an error it logs.
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      JSON.parse(text);
      this.options.onOutcome?.(command, 'sent');
    } catch (error) {
      const reason = controller.signal.aborted && !this.closed ? 'timed out' : (error as Error).message;
      this.warn({ command, reason }, 'webhook failed');
      this.options.onOutcome?.(command, 'failed');
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }
}
