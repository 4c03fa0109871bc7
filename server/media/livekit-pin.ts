import { resolve } from 'node:path';

/**
 * The LiveKit SFU that calls use, built from its Go module by `npm install` (scripts/build-livekit.ts).
 * v1.13.5 is the newest release `go install module@version` accepts: v1.13.6 and later carry `replace`
 * directives in their go.mod, which `go install` refuses for a remote module.
 */
export const LIVEKIT_MODULE = 'github.com/livekit/livekit-server/cmd/server';
export const LIVEKIT_VERSION = '1.13.5';

/** Project-local and git-ignored; `go install` names the binary after its package folder (`server`). */
export const LIVEKIT_BIN_DIR = resolve(import.meta.dirname, '../../.parley-bin');
export const LIVEKIT_BINARY = resolve(LIVEKIT_BIN_DIR, 'livekit-server');
