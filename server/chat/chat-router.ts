import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ApiError, ok } from '../protocol/api-envelope.ts';
import type { RouteContract } from '../http/openapi.ts';
import { ChatUserType, type ChatTokenStore } from './chat-tokens.ts';

export interface ChatCaller {
  userID: string;
  userType: number;
  /** The chat token the request came with (sign-out revokes it). */
  token: string;
}

/** The owner of an IM token, as IM tells it. */
export interface ImCaller {
  userID: string;
  platformID: number;
}

/** Chat-service routes: POST, JSON, a mandatory operationID header, and the chat token where marked. */
export interface ChatRouter {
  open<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller?: ChatCaller; ip: string }) => unknown,
    contract: RouteContract,
  ): void;
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller: ChatCaller }) => unknown,
    contract: RouteContract,
  ): void;
  /**
   * A route for a signed-in IM user, by their IM token and its platform (Web Push: a subscription belongs to one
   * device). IM says whose token it is (im-port.ts); the IM admin is refused, having no browser.
   */
  imUser<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller: ImCaller; token: string }) => unknown,
    contract: RouteContract,
  ): void;
  /**
   * A read for a signed-in user that the admin console needs too: a chat token, or the IM admin token, whose caller
   * is an administrator under the admin user ID.
   */
  userOrAdmin<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; caller: ChatCaller }) => unknown,
    contract: RouteContract,
  ): void;
  /** A route for the administrator only: the IM admin token, or a chat token of an admin account. */
  admin<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; admin: { userID: string } }) => unknown,
    contract: RouteContract,
  ): void;
}

export function createChatRouter(
  app: FastifyInstance,
  tokens: ChatTokenStore,
  /** The admin user ID an IM admin token belongs to, or undefined for any other token (IM tells: im-port.ts). */
  imAdminOf: (token: string) => Promise<string | undefined> = () => Promise.resolve(undefined),
  /** Whose IM token this is; throws IM's own error for a token IM refuses. */
  imTokenOwner: (token: string) => Promise<ImCaller> = () =>
    Promise.reject(new ApiError(1001, 'ArgsError', 'no IM here')),
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
    open(path, schema, handler, contract) {
      const openapi = { body: schema, auth: 'chat-token-optional', operationIDRequired: true, ...contract } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        // An optional token: the register route lets an admin skip the code and choose the userID.
        const token = header(request.headers.token);
        const caller = token ? { ...(await tokens.verify(token)), token } : undefined;
        return ok(await handler({ body: parse(schema, request.body), caller, ip: request.ip }));
      });
    },
    post(path, schema, handler, contract) {
      const openapi = { body: schema, auth: 'chat-token', operationIDRequired: true, ...contract } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        const caller = { ...(await tokens.verify(token)), token: token! };
        return ok(await handler({ body: parse(schema, request.body), caller }));
      });
    },
    imUser(path, schema, handler, contract) {
      const openapi = { body: schema, auth: 'im-token', operationIDRequired: true, ...contract } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        if (!token) throw new ApiError(1001, 'ArgsError', 'token is empty');
        const caller = await imTokenOwner(token);
        return ok(await handler({ body: parse(schema, request.body), caller, token }));
      });
    },
    userOrAdmin(path, schema, handler, contract) {
      const openapi = { body: schema, auth: 'chat-token-or-admin', operationIDRequired: true, ...contract } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        const adminID = token ? await imAdminOf(token) : undefined;
        const caller =
          adminID !== undefined
            ? { userID: adminID, userType: ChatUserType.admin, token: token! }
            : { ...(await tokens.verify(token)), token: token! };
        return ok(await handler({ body: parse(schema, request.body), caller }));
      });
    },
    admin(path, schema, handler, contract) {
      // An admin's chat token or the IM admin token, both sent as `token`.
      const openapi = { body: schema, auth: 'admin', operationIDRequired: true, ...contract } as const;
      app.post(path, { config: { openapi } }, async (request) => {
        requireOperationID(request.headers);
        const token = header(request.headers.token);
        if (!token) throw new ApiError(1001, 'ArgsError', 'token is empty');
        // The IM admin token is checked first: it is not a chat token, and verifying it as one would say 20101.
        let adminID = await imAdminOf(token);
        if (adminID === undefined) {
          const owner = await tokens.verify(token);
          if (owner.userType !== ChatUserType.admin) throw new ApiError(1002, 'NoPermissionError', 'admin only');
          adminID = owner.userID;
        }
        return ok(await handler({ body: parse(schema, request.body), admin: { userID: adminID } }));
      });
    },
  };
}
