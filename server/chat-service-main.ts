import pino from 'pino';
import { ConfigError, loadConfig } from './config/config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { ChatServiceConfigError, buildChatApp } from './app/build-chat-app.ts';

/** Not the embedded server's 10088, so both run side by side on one machine with no settings. */
const DEFAULT_PORT = 10089;

const fatal = (message: string): never => {
  console.error(JSON.stringify({ level: 'fatal', msg: message }));
  process.exit(2);
};

/**
 * `npm run chat-service`: the chat service alone, beside an OpenIM Server (or `npm start` with
 * PARLEY_CHAT_SERVICE=off). Every setting is in docs/past-one-machine.md.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fatal(error.message);
    throw error;
  }
  // A secret made up here would never be the IM's: every admin call would fail.
  if (config.adminSecretFile) fatal("PARLEY_ADMIN_SECRET must be set to the IM's admin secret (OpenIM's share.secret)");
  const port = process.env.PORT ? config.port : DEFAULT_PORT;
  const logger = pino({ level: config.logLevel, base: { service: 'parley-chat' } });

  const db = openDatabase(config.dataDir);
  migrate(db);
  const checkpointer = startCheckpointer(db, (error) => logger.error({ err: error }, 'WAL checkpointer failed'));
  let app;
  try {
    app = await buildChatApp({ config, db, logger });
  } catch (error) {
    if (error instanceof ChatServiceConfigError) fatal(error.message);
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await checkpointer.stop();
    db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port, host: config.host });
  logger.info({ url: address, imApiURL: config.imApiURL }, 'chat service listening');
}

void main();
