import pino from 'pino';
import { loadConfig } from '../config/config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { buildApp } from '../app/build-app.ts';
import { seedDemo } from './demo-seed.ts';

// `npm run seed`: loads the demo data into the configured data directory, on a private port, then exits.
const configured = loadConfig();
const config = { ...configured, port: 0, host: '127.0.0.1' };
const logger = pino({ level: config.logLevel, base: { service: 'parley-seed' } });
const db = openDatabase(config.dataDir);
migrate(db);
const app = await buildApp({ config, db, logger });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  // Avatars point at where the server will run, not at this private port.
  await seedDemo(address, db, logger, {
    publicURL: configured.publicURL || `http://127.0.0.1:${configured.port}`,
    chatDatabaseURL: config.chatDatabaseURL,
    adminSecret: config.adminSecret,
    adminUserID: config.adminUserID,
  });
} finally {
  await app.close();
  db.close();
}
