// `npm install` (postinstall): builds the pinned LiveKit SFU into .parley-bin when it is missing or at another
// version, and only when Go is on the PATH. Never fails the install: without it, calls are refused clearly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LIVEKIT_BIN_DIR, LIVEKIT_BINARY, LIVEKIT_MODULE, LIVEKIT_VERSION } from '../server/media/livekit-pin.ts';

const say = (line: string) => console.log(`[livekit] ${line}`);

function installedVersion(): string | null {
  if (!existsSync(LIVEKIT_BINARY)) return null;
  const result = spawnSync(LIVEKIT_BINARY, ['--version'], { encoding: 'utf8' });
  return /version\s+(\S+)/.exec(result.stdout ?? '')?.[1] ?? null;
}

const current = installedVersion();
if (current === LIVEKIT_VERSION) {
  say(`livekit-server ${LIVEKIT_VERSION} is already built (${LIVEKIT_BINARY}); skipped`);
  process.exit(0);
}
if (spawnSync('go', ['version'], { encoding: 'utf8' }).status !== 0) {
  say(
    'skipped: `go` is not on the PATH, so the media server is not built and calls will be refused (see docs/calls.md)',
  );
  process.exit(0);
}

say(`building ${LIVEKIT_MODULE}@v${LIVEKIT_VERSION} with go install${current ? ` (found ${current})` : ''}…`);
mkdirSync(LIVEKIT_BIN_DIR, { recursive: true });
const started = Date.now();
const build = spawnSync('go', ['install', `${LIVEKIT_MODULE}@v${LIVEKIT_VERSION}`], {
  stdio: 'inherit',
  env: { ...process.env, GOBIN: LIVEKIT_BIN_DIR },
});
const built = join(LIVEKIT_BIN_DIR, 'server');
if (build.status !== 0 || !existsSync(built)) {
  say(`go install failed (exit ${build.status}); calls will be refused until it builds`);
  process.exit(0);
}
rmSync(LIVEKIT_BINARY, { force: true });
renameSync(built, LIVEKIT_BINARY);
say(`built livekit-server ${installedVersion()} in ${Math.round((Date.now() - started) / 1000)} s: ${LIVEKIT_BINARY}`);
