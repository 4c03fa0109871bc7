import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 10090) + 7;

/**
 * The stand-in push service of the chat-service topology: the copies start before any test, so its port and its
 * certificate's directory are fixed here, for the topology (which trusts the certificate) and the push test alike.
 */
export const apartPush = {
  port,
  dir: join(tmpdir(), `parley-apart-push-${port}`),
  origin: `https://127.0.0.1:${port}`,
};
