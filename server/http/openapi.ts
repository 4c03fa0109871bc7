import type { FastifyInstance, RouteOptions } from 'fastify';
import * as z from 'zod';

/** How a documented route is called: which token it needs, and the zod schema that validates its body. */
export interface DocumentedRoute {
  body: z.ZodType;
  /** 'chat-admin': the IM admin token, or the chat token of an administrator account. */
  auth: 'im-token' | 'chat-token' | 'chat-token-optional' | 'chat-admin' | 'none';
  /** The chat service refuses a call without an operationID header; the IM API only logs it. */
  operationIDRequired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: DocumentedRoute;
  }
}

interface RegisteredRoute {
  method: string;
  url: string;
  documented?: DocumentedRoute;
}

const SERVICES = [
  { prefix: '/api/', tag: 'im', description: "OpenIM's IM REST API (v3.8)" },
  { prefix: '/chat/', tag: 'chat', description: "OpenIM's chat service: accounts, codes, user search, moments" },
];

const envelope = {
  type: 'object',
  description: 'Every answer is HTTP 200 with errCode 0 on success, or the error code and message.',
  required: ['errCode', 'errMsg', 'errDlt'],
  properties: {
    errCode: { type: 'integer' },
    errMsg: { type: 'string' },
    errDlt: { type: 'string' },
    data: {},
  },
} as const;

/** The JSON Schema of what a route accepts (zod's own converter; transforms and refinements have no schema). */
function requestSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}

function operation(route: RegisteredRoute, documented: DocumentedRoute, tag: string) {
  const security =
    documented.auth === 'none'
      ? []
      : documented.auth === 'chat-token-optional'
        ? [{}, { chatToken: [] }]
        : documented.auth === 'chat-admin'
          ? [{ imToken: [] }, { chatToken: [] }]
          : [{ [documented.auth === 'im-token' ? 'imToken' : 'chatToken']: [] }];
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [tag],
    security,
    parameters: [
      {
        name: 'operationID',
        in: 'header',
        required: documented.operationIDRequired,
        description: 'Ties log lines to the client action',
        schema: { type: 'string' },
      },
    ],
    requestBody: { required: true, content: { 'application/json': { schema: requestSchema(documented.body) } } },
    responses: {
      '200': {
        description: "OpenIM's envelope",
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every route under /api and /chat, built from the schemas that validate them. */
export function openApiDocument(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const service = SERVICES.find((candidate) => route.url.startsWith(candidate.prefix));
    if (!service || !route.documented || route.method === 'HEAD') continue;
    paths[route.url] ??= {};
    paths[route.url]![route.method.toLowerCase()] = operation(route, route.documented, service.tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parley embedded server',
      version: '3.8.3',
      description: "The IM REST API and chat service of OpenIM Server v3.8, as Parley's embedded server answers them.",
    },
    tags: SERVICES.map(({ tag, description }) => ({ name: tag, description })),
    components: {
      securitySchemes: {
        imToken: { type: 'apiKey', in: 'header', name: 'token', description: 'IM token (auth/get_user_token)' },
        chatToken: { type: 'apiKey', in: 'header', name: 'token', description: 'Chat token (account/login)' },
      },
      schemas: { Envelope: envelope },
    },
    paths,
  };
}

/**
 * Records every route as it is registered (call before the services register theirs) and serves the document at
 * `/openapi.json`, built once on first request.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, documented: route.config?.openapi });
    }
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(routes)));
}
