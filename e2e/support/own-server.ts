import { spawn, type ChildProcess } from 'node:child_process';
import { describeViolations, readViolations } from '../../server/http/contract-violations.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SUPER_CODE } from './chat-service';
import { TEST_ADMIN_SECRET } from './im-admin';

/**
 * The port for a spec's own server number `slot` (each spec that starts servers has slots of its own): apart from every
 * other spec's, from the same spec's in another Playwright worker (TEST_PARALLEL_INDEX), and from other runs whose
 * E2E_PORT differs, so specs with servers of their own can run side by side.
 */
export function ownServerPort(slot: number): number {
  // The side lane of `npm test` serves on E2E_PORT + 2 (playwright.config.ts), beside the main lane.
  const runPort = Number(process.env.E2E_PORT ?? 10090) + (process.env.E2E_LANE === 'side' ? 2 : 0);
  const runBase = runPort % 200;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  // Below Linux's ephemeral range (32768 and up), where an outgoing connection could already hold the port.
  return 21000 + runBase * 50 + slot * 4 + worker;
}

/**
 * A server of the test's own, for what the shared one must not suffer: being killed, restarted,
 * or configured differently. It serves the same built client, from its own data directory.
 */
export class OwnServer {
  private process: ChildProcess | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'parley-own-server-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // A server left behind by a crashed worker would answer in this one's place, and the test would pass or fail
    // against the wrong process.
    if (await this.answers()) throw new Error(`port ${this.port} is already served by another process`);
    // Node itself, not the tsx wrapper: kill() must reach the process that holds the port.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        PARLEY_DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        PARLEY_SUPER_CODE: TEST_SUPER_CODE,
        PARLEY_ADMIN_SECRET: TEST_ADMIN_SECRET,
        // The conformance tests' SDK harness page, which only test servers serve.
        PARLEY_TEST_HARNESS: '1',
        // These servers are killed outright at times, which would orphan a media server child; none of them calls.
        PARLEY_MEDIA_SERVER: 'off',
        PARLEY_VALIDATE_RESPONSES: '1',
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.process = child;
    // If the test worker goes away (a crashed browser, a timeout), the server goes with it.
    process.once('exit', () => child.kill('SIGKILL'));
    // A start takes 2-3 s on an idle machine and over 15 s on 2 cores shared by several test runs.
    for (let attempt = 0; attempt < 600; attempt++) {
      if (child.exitCode !== null) throw new Error(`server on ${this.port} exited with ${child.exitCode}`);
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${this.port} did not start`);
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/healthz`)).ok;
    } catch {
      return false;
    }
  }

  /** Ends the process the hard way, as a crash or `kill -9` would. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    // Its answers were checked against /openapi.json as they went out (PARLEY_VALIDATE_RESPONSES).
    const violations = readViolations(this.dataDir, { clear: true });
    if (violations.length > 0) throw new Error(describeViolations(violations));
  }
}
