import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ApiError, ok } from '../protocol/api-envelope.ts';
import { ChatUserType, type ChatTokenStore } from './chat-tokens.ts';

export interface ChatCaller {
  userID: string;
  userType: number;
  /** The chat token the request came with (sign-out revokes it). */
  token: string;
}

/** Chat-service routes: POST, JSON, a mandatory operationID header, and the chat token where marked. */
export interface ChatRouter {
  open<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller?: ChatCaller; ip: string }) => unknown,
  ): void;
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller: ChatCaller }) => unknown,
  ): void;
  /** A route for the administrator only: the IM admin token, or a chat token of an admin account. */
  admin<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; admin: { userID: string } }) => unknown,
  ): void;
}

export function createChatRouter(
  app: FastifyInstance,
  tokens: ChatTokenStore,
  /** The admin user ID an IM admin token belongs to, or undefined for any other token. */
  imAdminOf: (token: string) => string | undefined = () => undefined,
): ChatRouter {
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
    const result = schema.safeParse(body ?? {});
    if (!result.success) {
      throw new ApiError(
        1001,
        'ArgsError',
        result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
      );
    }
    return result.data;
  };
  const requireOperationID = (headers: Record<string, unknown>) => {
    if (!headers.operationid) throw new ApiError(1001, 'ArgsError', 'header must have operationID');
  };
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

  return {
    open(path, schema, handler) {
      const openapi = { body: schema, auth: 'chat-token-optional', operationIDRequired: true } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        // An optional token: the register route lets an admin skip the code and choose the userID.
        const token = header(request.headers.token);
        const caller = token ? { ...tokens.verify(token), token } : undefined;
        return ok(await handler({ body: parse(schema, request.body), caller, ip: request.ip }));
      });
    },
    post(path, schema, handler) {
      const openapi = { body: schema, auth: 'chat-token', operationIDRequired: true } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        const caller = { ...tokens.verify(token), token: token! };
        return ok(await handler({ body: parse(schema, request.body), caller }));
      });
    },
    admin(path, schema, handler) {
      // An admin's chat token or the IM admin token, both sent as `token`.
      const openapi = { body: schema, auth: 'chat-admin', operationIDRequired: true } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        if (!token) throw new ApiError(1001, 'ArgsError', 'token is empty');
        // The IM admin token is checked first: it is not a chat token, and verifying it as one would say 20101.
        let adminID = imAdminOf(token);
        if (adminID === undefined) {
          const owner = tokens.verify(token);
          if (owner.userType !== ChatUserType.admin) throw new ApiError(1002, 'NoPermissionError', 'admin only');
          adminID = owner.userID;
        }
        return ok(await handler({ body: parse(schema, request.body), admin: { userID: adminID } }));
      });
    },
  };
}
