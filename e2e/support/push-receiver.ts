import { createServer, type Server } from 'node:https';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** One request a push service would have received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Where a receiver lists what it received (GET), as `{path, body: base64}[]`. */
export const RECEIVED_PATH = '/__received';

/**
 * A stand-in for a browser's push service on localhost: it records what the server posts and answers with the
 * status the test chooses (201, or 410 to say the subscription is gone). Push services speak https only, so it has
 * a self-signed certificate for 127.0.0.1; the server under test trusts it through NODE_EXTRA_CA_CERTS.
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  status = 201;
  private server: Server | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'parley-push-receiver-'));
  readonly certPath = join(this.dir, 'cert.pem');

  async start(): Promise<void> {
    const keyPath = join(this.dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        this.certPath,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const tls = { key: readFileSync(keyPath), cert: readFileSync(this.certPath) };
    this.server = createServer(tls, (request, response) => {
      // What arrived, for a test in another process than the receiver (the two-copy run's, e2e/chat-apart).
      if (request.method === 'GET' && request.url === RECEIVED_PATH) {
        const received = this.received.map((push) => ({ path: push.path, body: push.body.toString('base64') }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    // A push service's client may keep its connection open: it must not hold the receiver up.
    server.closeAllConnections();
    await closed;
  }
}

/** A subscription's keys, made as a browser makes them: a P-256 key pair and a 16-byte auth secret. */
export class SubscriptionKeys {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);

  constructor() {
    this.ecdh.generateKeys();
  }

  get json() {
    return { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.authSecret.toString('base64url') };
  }

  /** Decrypts an aes128gcm push body (RFC 8291) with the subscription's private key. */
  decrypt(body: Buffer): string {
    return ece.decrypt(body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.authSecret }).toString();
  }
}
