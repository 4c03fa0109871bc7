import pino from 'pino';
import { ConfigError, OPENIM_DEVELOPMENT_SECRET, loadConfig } from './config/config.ts';
import { migrate, openDatabase, SchemaTooNewError } from './db/database.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { buildApp } from './app/build-app.ts';
import { announceListening } from './http/listening-line.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { startMediaServer } from './media/managed-media.ts';

/** The demo's published code (README, "Try it with demo data"); only `--demo` turns it on, and only unless one is named. */
const DEMO_SUPER_CODE = '666666';

async function main(): Promise<void> {
  const demo = process.argv.includes('--demo') || process.env.PARLEY_DEMO === '1';
  if (demo && !process.env.PARLEY_SUPER_CODE) process.env.PARLEY_SUPER_CODE = DEMO_SUPER_CODE;
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ level: 'fatal', msg: error.message }));
      process.exit(2);
    }
    throw error;
  }

  const logger = pino({ level: config.logLevel, base: { service: 'parley' } });
  if (config.adminSecretFile) {
    logger.info(
      { adminUserID: config.adminUserID, adminSecretFile: config.adminSecretFile },
      'PARLEY_ADMIN_SECRET is not set: the admin secret is the one kept in the data directory',
    );
  } else if (config.adminSecret === OPENIM_DEVELOPMENT_SECRET) {
    logger.warn(
      { adminUserID: config.adminUserID },
      "PARLEY_ADMIN_SECRET is OpenIM's well-known development secret: anyone who can reach the server can be admin",
    );
  }

  if (config.superCode !== undefined) {
    logger.warn('PARLEY_SUPER_CODE is set: anyone who knows it passes every verification code (tests and demos only)');
  }

  const db = openDatabase(config.dataDir);
  let applied: number[];
  try {
    applied = migrate(db);
  } catch (error) {
    if (!(error instanceof SchemaTooNewError)) throw error;
    logger.fatal(
      { dataDir: config.dataDir, found: error.found, known: error.known },
      `refusing to start: ${error.message}`,
    );
    db.close();
    process.exit(2);
  }
  logger.info({ dataDir: config.dataDir, applied }, 'database ready');
  const checkpointer = startCheckpointer(db, (error) =>
    logger.error({ err: error }, 'WAL checkpointer failed; the server connection checkpoints again'),
  );

  const started = await startMediaServer(config, logger);
  config = started.config;
  const app = await buildApp({ config, db, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await Promise.all([app.close(), started.media?.stop()]);
    await checkpointer.stop();
    db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  if (demo) {
    await seedDemo(shown, db, logger, {
      publicURL: config.publicURL || shown,
      chatDatabaseURL: config.chatDatabaseURL,
      adminSecret: config.adminSecret,
      adminUserID: config.adminUserID,
    });
  }
  announceListening(logger, { url: shown, isolation: config.crossOriginIsolation });
}

void main();
