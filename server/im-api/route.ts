import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { ApiError, ok } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { TokenError, type TokenOwner, type TokenStore } from '../auth/tokens.ts';
import { withOperationID } from '../messaging/operation-context.ts';

export interface Caller extends TokenOwner {
  isAdmin: boolean;
}

interface RouteContext<Body> {
  body: Body;
  caller: Caller;
  operationID: string;
  request: FastifyRequest;
}

export interface RouteOptions {
  /** Bytes; the app-wide limit unless a route must take more. */
  bodyLimit?: number;
}

export interface ImRouter {
  /** A POST route whose body is validated by `schema` and whose caller holds a valid IM token. */
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: RouteContext<z.infer<S>>) => unknown,
    options?: RouteOptions,
  ): void;
  /** A POST route that needs no token (get_admin_token, parse_token). */
  open<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (context: { body: z.infer<S>; request: FastifyRequest }) => unknown,
  ): void;
}

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
    throw new ApiError(ErrorCode.ArgsError, 'ArgsError', detail);
  }
  return result.data;
}

export function createImRouter(app: FastifyInstance, tokens: TokenStore, adminUserID: string): ImRouter {
  const authenticate = (request: FastifyRequest): Caller => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new ApiError(ErrorCode.ArgsError, 'ArgsError', 'header must have token');
    try {
      const owner = tokens.verify(token);
      return { userID: owner.userID, platformID: owner.platformID, isAdmin: owner.userID === adminUserID };
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError(error.code, error.message);
      throw error;
    }
  };

  return {
    post(path, schema, handler, options = {}) {
      const openapi = { body: schema, auth: 'im-token', operationIDRequired: false } as const;
      app.post(path, { ...options, config: { openapi } }, async (request) => {
        const caller = authenticate(request);
        const body = parseBody(schema, request.body);
        const operationID = String(request.headers.operationid ?? '');
        return ok(await withOperationID(operationID, () => handler({ body, caller, operationID, request })));
      });
    },
    open(path, schema, handler) {
      const openapi = { body: schema, auth: 'none', operationIDRequired: false } as const;
      app.post(path, { config: { openapi } }, async (request) =>
        ok(await handler({ body: parseBody(schema, request.body), request })),
      );
    },
  };
}

/** Most user-scoped endpoints: the named user must be the caller, unless the caller is the admin. */
export function requireSelfOrAdmin(caller: Caller, userID: string): void {
  if (!caller.isAdmin && caller.userID !== userID) {
    throw new ApiError(
      ErrorCode.NoPermissionError,
      'NoPermissionError',
      `caller ${caller.userID} cannot act for ${userID}`,
    );
  }
}

export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new ApiError(ErrorCode.NoPermissionError, 'NoPermissionError', 'admin only');
}
