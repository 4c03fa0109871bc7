import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MediaState } from '../media/media-probe.ts';

/** What the gauges read when Prometheus scrapes; each is cheap (a counter, a stat, one indexed SUM). */
export interface MetricSources {
  connections: () => number;
  databaseBytes: () => number;
  uploadBytes: () => number;
  mediaState: () => Promise<MediaState>;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Request latencies are mostly sub-millisecond on loopback; the top buckets catch a blocked event loop. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The server's Prometheus metrics (issue 29, item 4), in a registry of its own per app so that tests can build
 * many apps in one process. Names follow Prometheus's conventions: `_total` counters, `_seconds` and `_bytes` units.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly gatewayRequests: Histogram<'req_identifier' | 'outcome'>;
  readonly messagesReceived: Counter;
  readonly framesSent: Counter;
  readonly httpRequests: Histogram<'method' | 'route' | 'status_code'>;
  readonly databaseTransactions: Histogram;
  readonly pushSends: Counter<'outcome'>;
  readonly webhookPosts: Counter<'command' | 'outcome'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'parley_process_' });
    this.gatewayRequests = new Histogram({
      name: 'parley_gateway_request_duration_seconds',
      help: 'Message gateway requests by reqIdentifier, from the decoded frame to the queued reply',
      labelNames: ['req_identifier', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.messagesReceived = new Counter({
      name: 'parley_messages_received_total',
      help: 'Messages sent by clients and the admin API and accepted by the message service',
      registers,
    });
    this.framesSent = new Counter({
      name: 'parley_gateway_frames_sent_total',
      help: 'Frames written to gateway connections: replies and pushes',
      registers,
    });
    this.httpRequests = new Histogram({
      name: 'parley_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.databaseTransactions = new Histogram({
      name: 'parley_database_transaction_seconds',
      help: "Time inside the message store's SQLite transactions (one per batch of sends)",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.pushSends = new Counter({
      name: 'parley_push_sends_total',
      help: 'Web Push deliveries by outcome: sent, gone (the push service dropped the subscription) or failed',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['sent', 'gone', 'failed'] as const) this.pushSends.inc({ outcome }, 0);
    this.webhookPosts = new Counter({
      name: 'parley_webhook_posts_total',
      help: 'OpenIM webhook callbacks by command and outcome: sent, failed (error, timeout, bad answer) or dropped (queue full)',
      labelNames: ['command', 'outcome'],
      registers,
    });
    new Gauge({
      name: 'parley_gateway_connections',
      help: 'Open message gateway connections',
      registers,
      collect() {
        this.set(sources.connections());
      },
    });
    new Gauge({
      name: 'parley_database_bytes',
      help: 'The SQLite database with its write-ahead log',
      registers,
      collect() {
        this.set(sources.databaseBytes());
      },
    });
    new Gauge({
      name: 'parley_upload_bytes',
      help: 'Bytes of the objects stored by uploads',
      registers,
      collect() {
        this.set(sources.uploadBytes());
      },
    });
    new Gauge({
      name: 'parley_media_server_up',
      help: 'The media server answers (1), does not (0), or none is configured (-1)',
      registers,
      async collect() {
        const state = await sources.mediaState();
        this.set(state === 'up' ? 1 : state === 'down' ? 0 : -1);
      },
    });
  }

  /** Times `work`, a synchronous database transaction. */
  timeTransaction<T>(work: () => T): T {
    const end = this.databaseTransactions.startTimer();
    try {
      return work();
    } finally {
      end();
    }
  }
}
