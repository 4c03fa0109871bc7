import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../services/services.ts';

/** The part of the server's context this module uses. */
type HealthContext = Pick<ServerContext, 'db'>;

const startedAt = Date.now();

export function registerHealth(app: FastifyInstance, { db }: HealthContext): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      db.prepare('SELECT 1').get();
      return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    } catch (error) {
      void reply.code(503);
      return { status: 'unavailable', reason: (error as Error).message };
    }
  });
}
