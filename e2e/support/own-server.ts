import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
    // Node itself, not the tsx wrapper: kill() must reach the process that holds the port.
    this.process = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), PARLEY_DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${this.port} did not start`);
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
  }
}
