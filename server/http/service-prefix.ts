import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApiError, fail } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { acceptJsonOfAnyType } from './json-of-any-type.ts';

/**
 * Every service prefix (/api, /chat, /object) answers in OpenIM's envelope, whatever goes wrong:
 * an unknown route, a body that is not JSON, or a handler that throws. Bodies are read as JSON whatever their
 * Content-Type, as OpenIM's are (json-of-any-type.ts), unless the prefix takes raw bytes (`rawBodies`).
 */
export function servicePrefix(
  register: (app: FastifyInstance) => Promise<void> | void,
  { rawBodies = false }: { rawBodies?: boolean } = {},
): FastifyPluginAsync {
  return async (app) => {
    if (!rawBodies) acceptJsonOfAnyType(app);
    // The SDK calls from any origin with custom headers, so every path answers CORS (openim-http-api.md §1.1).
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('Access-Control-Allow-Origin', '*');
      void reply.header('Access-Control-Allow-Headers', '*');
      void reply.header('Access-Control-Allow-Methods', '*');
      if (request.method === 'OPTIONS') {
        void reply.code(200).send();
        return;
      }
      done();
    });
    app.setNotFoundHandler((request, reply) => {
      void reply
        .code(404)
        .send(fail(ErrorCode.RecordNotFoundError, 'RecordNotFoundError', `no route ${request.method} ${request.url}`));
    });
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) {
        const envelope = fail(error.errCode, error.errMsg, error.errDlt);
        void reply.code(200).send(error.data === undefined ? envelope : { ...envelope, data: error.data });
        return;
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        void reply.code(200).send(fail(ErrorCode.ArgsError, 'ArgsError', (error as Error).message));
        return;
      }
      request.log.error({ err: error }, 'unhandled error');
      void reply.code(200).send(fail(ErrorCode.ServerInternalError, 'ServerInternalError'));
    });
    await register(app);
  };
}
