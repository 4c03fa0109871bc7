import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface Envelope {
  errCode: number;
  errMsg: string;
  errDlt: string;
  data?: Record<string, unknown>;
}

/** Calls a route as a client does (operationID always), optionally with a token and from a given address. */
export const caller =
  (app: FastifyInstance) =>
  async (url: string, payload: Record<string, unknown>, token = '', remoteAddress = '127.0.0.1') => {
    const headers: Record<string, string> = { operationid: 'op', ...(token ? { token } : {}) };
    const response = await app.inject({ method: 'POST', url, headers, payload, remoteAddress });
    return response.json() as Envelope;
  };
