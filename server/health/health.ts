import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../services/services.ts';
import type { MediaState } from '../media/media-probe.ts';

/** The part of the server's context this module uses. */
type HealthContext = Pick<ServerContext, 'db'>;

const startedAt = Date.now();

/**
 * `/healthz` for load balancers and process managers: 503 when the database does not answer, since nothing works
 * then. A media server that does not answer leaves the server up (chat works without calls) but says `degraded`.
 */
export function registerHealth(
  app: FastifyInstance,
  { db }: HealthContext,
  mediaState: () => Promise<MediaState>,
): void {
  app.get('/healthz', async (_request, reply) => {
    const media = await mediaState();
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      db.prepare('SELECT 1').get();
    } catch (error) {
      void reply.code(503);
      return { status: 'unavailable', database: 'down', media, uptimeSeconds, reason: (error as Error).message };
    }
    return { status: media === 'down' ? 'degraded' : 'ok', database: 'up', media, uptimeSeconds };
  });
}
