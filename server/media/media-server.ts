import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { createInterface } from 'node:readline';
import type { Logger } from 'pino';
import { LIVEKIT_BINARY } from './livekit-pin.ts';
import type { MediaKeys } from './media-keys.ts';
import { endOrphanedMedia, forgetMediaPid, recordMediaPid } from './orphaned-media.ts';

export interface MediaServerOptions {
  binary?: string;
  keys: MediaKeys;
  /** LiveKit's signalling (WebSocket + HTTP) port. */
  port: number;
  /** ICE over TCP, the fallback when UDP is blocked; LAN only (on loopback UDP always gets through). */
  tcpPort: number;
  /** The one UDP port all media uses (LiveKit's UDP mux). */
  udpPort: number;
  /** Listen on every interface and advertise the LAN address, instead of loopback only. */
  lan: boolean;
  logger: Logger;
  /** Where the running child's process ID is kept, so a run after a crash can end an orphan (the data dir). */
  pidFile?: string;
}

const READY_TIMEOUT_MS = 20_000;
const MAX_BACKOFF_MS = 30_000;
/** A run this long counts as healthy: the next crash starts the back-off again from its shortest delay. */
const HEALTHY_RUN_MS = 60_000;

/** The first non-internal IPv4 address: what other machines on the LAN reach this one at. */
export function lanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return null;
}

/** The delay before restart number `attempt` (0-based) after a crash: 0.5 s doubling, at most 30 s. */
export function restartDelay(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
}

const levels: Record<string, 'debug' | 'info' | 'warn' | 'error'> = {
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
  panic: 'error',
};

/**
 * LiveKit's SFU as a supervised child process of `npm start` (issue 15): started on loopback with the data
 * directory's keys, restarted with back-off after a crash, stopped with the server. Its JSON log lines are
 * re-logged through pino under `module: "livekit"`.
 */
export class MediaServer {
  private child: ChildProcess | null = null;
  private stopping = false;
  private attempt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  readonly host: string;
  readonly url: string;

  constructor(private readonly options: MediaServerOptions) {
    const lan = options.lan ? lanAddress() : null;
    this.host = lan ?? '127.0.0.1';
    this.url = `ws://${this.host}:${options.port}`;
  }

  static available(binary = LIVEKIT_BINARY): boolean {
    return existsSync(binary);
  }

  /** Starts the server and resolves once it answers HTTP (false when it did not within 20 s). */
  async start(): Promise<boolean> {
    const { pidFile, binary = LIVEKIT_BINARY, logger } = this.options;
    if (pidFile) await endOrphanedMedia(pidFile, binary, logger);
    this.spawnChild();
    return this.waitReady();
  }

  private spawnChild(): void {
    const { options } = this;
    const config = {
      port: options.port,
      rtc: options.lan
        ? { tcp_port: options.tcpPort, udp_port: options.udpPort, use_external_ip: false }
        : {
            // LiveKit's ICE/TCP listener takes every interface whatever it is told, so loopback gets none: UDP
            // between two processes on one machine is never blocked, and the fallback is not needed there.
            tcp_port: 0,
            udp_port: options.udpPort,
            use_external_ip: false,
            // The UDP mux opens one socket per address this filter passes: loopback only, like signalling.
            enable_loopback_candidate: true,
            ips: { includes: ['127.0.0.1/32'] },
          },
      logging: { json: true, level: 'info' },
    };
    const bind = options.lan ? '0.0.0.0' : '127.0.0.1';
    const child = spawn(
      options.binary ?? LIVEKIT_BINARY,
      ['--bind', bind, '--node-ip', this.host, '--config-body', JSON.stringify(config)],
      // The keys go through the environment, not the argument list, which any local user can read.
      { env: { ...process.env, LIVEKIT_KEYS: `${options.keys.apiKey}: ${options.keys.apiSecret}` }, stdio: 'pipe' },
    );
    this.child = child;
    if (options.pidFile) recordMediaPid(options.pidFile, child.pid);
    // Never leave an orphaned SFU holding the ports if this process dies without a graceful shutdown.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    const startedAt = Date.now();
    options.logger.info(
      { pid: child.pid, url: this.url, udpPort: options.udpPort, tcpPort: options.tcpPort },
      'media server starting',
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => this.relay(line));
    }
    child.on('error', (error) => options.logger.error({ err: error }, 'media server failed to start'));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping) {
        if (options.pidFile) forgetMediaPid(options.pidFile);
        return;
      }
      if (Date.now() - startedAt > HEALTHY_RUN_MS) this.attempt = 0;
      const delay = restartDelay(this.attempt++);
      options.logger.error({ code, signal, restartInMs: delay }, 'media server exited; restarting');
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        if (!this.stopping) this.spawnChild();
      }, delay);
    });
  }

  private relay(line: string): void {
    const log = this.options.logger;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const { level, msg, ts: _ts, ...rest } = entry;
      log[levels[String(level)] ?? 'info'](rest, String(msg ?? ''));
    } catch {
      if (line.trim()) log.info(line);
    }
  }

  private async waitReady(): Promise<boolean> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && !this.stopping) {
      try {
        const response = await fetch(`http://127.0.0.1:${this.options.port}/`, { signal: AbortSignal.timeout(1000) });
        if (response.ok) {
          this.options.logger.info({ url: this.url }, 'media server ready');
          return true;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    this.options.logger.error('media server did not become ready within 20 s');
    return false;
  }

  /** Stops the child (SIGTERM, then SIGKILL after 5 s) and any pending restart. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  /** For tests and diagnostics: the running child's process ID. */
  get pid(): number | undefined {
    return this.child?.pid;
  }
}
