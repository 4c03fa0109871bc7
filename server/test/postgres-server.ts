import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres: a superuser with trust authentication, for tests only. */
  url: string;
  port: number;
  /** The temporary directory holding the cluster and its socket. */
  dir: string;
  stop(): void;
}

/** Debian's PostgreSQL keeps its programs under /usr/lib/postgresql/<major>/bin; the newest installed wins. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : null;
}

function postgresUser(): { uid: number; gid: number } | null {
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0 || group.status !== 0) return null;
  return { uid: Number(found.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: then every program runs as the `postgres` user, owning the directory. */
function runner(asPostgres: boolean) {
  return (program: string, args: string[]) => {
    const [command, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };
}

/**
 * A throw-away PostgreSQL for tests: a fresh cluster in a temporary directory, listening on a free port of
 * 127.0.0.1 with its socket in that directory, stopped and removed by stop() or when this process exits.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (see .ci/run)');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : null;
  if (asRoot && !owner) throw new Error('running as root but there is no postgres user to run PostgreSQL as');
  const run = runner(asRoot);
  const dir = mkdtempSync(join(tmpdir(), 'parley-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);

  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    // A test cluster loses nothing worth keeping in a crash; skipping fsync keeps a busy suite from waiting on disk.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone: the directory is removed all the same
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  watchParent(bin, data, dir, asRoot);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

/**
 * A runner that ends without its exit handlers (Vitest after a failed run, a kill -9) would leave the cluster
 * running: a detached shell waits for this process to be gone, then stops the cluster and removes its directory.
 */
function watchParent(bin: string, data: string, dir: string, asRoot: boolean) {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const pgCtl = `${quote(join(bin, 'pg_ctl'))} -D ${quote(data)} -m immediate -w stop`;
  const stopCommand = asRoot ? `runuser -u postgres -- ${pgCtl}` : pgCtl;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopCommand} >/dev/null 2>&1; rm -rf ${quote(dir)}`;
  spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * A new, empty database on the server `url` names (a superuser's): each test server gets its own, so test files
 * running at once never see each other's rows. Returns its URL.
 */
export async function createTestDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `parley_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const created = new URL(url);
  created.pathname = `/${name}`;
  return created.toString();
}
