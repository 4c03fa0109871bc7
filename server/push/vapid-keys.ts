import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid.json';

/**
 * The server's VAPID identity: from the environment when a deployment sets both keys, else a pair made once and
 * kept in the data directory (readable by the server's user only). Changing it orphans every push subscription,
 * so it is never regenerated while the file exists.
 */
export function loadVapidKeys(
  dataDir: string,
  config: { vapidSubject: string; vapidPublicKey: string; vapidPrivateKey: string },
): VapidKeys {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { subject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  }
  const path = join(dataDir, FILE);
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string };
    return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const made = webpush.generateVAPIDKeys();
  try {
    writeFileSync(path, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of the same data directory made it first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir, config);
    throw error;
  }
  return { subject, ...made };
}

/** The keys, read or made on first use only: a server nobody subscribes to never writes the file. */
export function lazyVapidKeys(dataDir: string, config: Parameters<typeof loadVapidKeys>[1]): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= loadVapidKeys(dataDir, config));
}
