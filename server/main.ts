import pino from 'pino';
import { ConfigError, DEFAULT_ADMIN_SECRET, loadConfig } from './config/config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { buildApp } from './app/build-app.ts';
import { seedDemo } from './seed/demo-seed.ts';

async function main(): Promise<void> {
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
  if (config.adminSecret === DEFAULT_ADMIN_SECRET) {
    logger.warn(
      { adminUserID: config.adminUserID },
      "using OpenIM's development admin secret (openIM123); set PARLEY_ADMIN_SECRET for production",
    );
  }

  const db = openDatabase(config.dataDir);
  const applied = migrate(db);
  logger.info({ dataDir: config.dataDir, applied }, 'database ready');

  const app = await buildApp({ config, db, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  if (process.argv.includes('--demo') || process.env.PARLEY_DEMO === '1') {
    await seedDemo(address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1'), db, logger);
  }
  logger.info({ url: shown, isolation: config.crossOriginIsolation }, `Parley is running at ${shown}`);
}

void main();
