import { createServer } from 'node:net';

// Linux often hands the port a probe just released to the next probe, so two ports asked for before either is bound
// can be the same one (a LiveKit node's metrics port once answered a chat-service request). Every port given out in
// this process is remembered and never given again.
const givenOut = new Set<number>();

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A port of 127.0.0.1 nothing listens on now, and that no earlier call in this process returned. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (!givenOut.has(port)) {
      givenOut.add(port);
      return port;
    }
  }
}
