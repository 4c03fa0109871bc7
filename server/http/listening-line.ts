import type { Logger } from 'pino';

/**
 * Says where Parley listens. A person at a terminal gets one plain line they can click; a log collector (stdout
 * not a terminal) gets the usual JSON line, like every other log line.
 */
export function announceListening(
  logger: Logger,
  details: { url: string; isolation: string },
  stdout: { isTTY?: boolean; write(text: string): unknown } = process.stdout,
): void {
  if (stdout.isTTY) stdout.write(`Parley is running at ${details.url}\n`);
  else logger.info(details, `Parley is running at ${details.url}`);
}
