import { join } from 'node:path';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import { loadOrCreateMediaKeys } from './media-keys.ts';
import { MediaServer } from './media-server.ts';

/**
 * Decides where calls' media goes: an external LiveKit when LIVEKIT_URL is set, else the managed one when it was
 * built, else none (the chat service then refuses tokens). Returns the config with the LiveKit fields filled in.
 */
export async function startMediaServer(
  config: ServerConfig,
  logger: Logger,
): Promise<{ config: ServerConfig; media: MediaServer | null }> {
  if (config.livekitURL) {
    logger.info({ url: config.livekitURL }, 'calls use the external LiveKit at LIVEKIT_URL');
    return { config, media: null };
  }
  if (config.mediaServer === 'off') {
    logger.warn('the managed media server is off (PARLEY_MEDIA_SERVER=off): calls are refused');
    return { config, media: null };
  }
  if (!MediaServer.available()) {
    logger.warn('livekit-server is not built (npm install builds it when Go is on the PATH): calls are refused');
    return { config, media: null };
  }
  const keys = loadOrCreateMediaKeys(config.dataDir);
  const media = new MediaServer({
    keys,
    port: config.mediaPort,
    tcpPort: config.mediaTcpPort,
    udpPort: config.mediaUdpPort,
    lan: config.mediaLan,
    logger: logger.child({ module: 'livekit' }),
    pidFile: join(config.dataDir, 'livekit.pid'),
  });
  await media.start();
  return {
    config: { ...config, livekitURL: media.url, livekitApiKey: keys.apiKey, livekitApiSecret: keys.apiSecret },
    media,
  };
}
