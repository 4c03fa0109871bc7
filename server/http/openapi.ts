import type { FastifyInstance, RouteOptions } from 'fastify';
import { envelopeSchema, ERROR_NAMES, errorCodes, jsonSchema, type DocumentedRoute } from './operation-contract.ts';

export type { RouteContract } from './operation-contract.ts';
import { checkResponses, type ContractViolation } from './response-contract.ts';

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

const SECURITY: Record<DocumentedRoute['auth'], Array<Record<string, never[]>>> = {
  none: [],
  'im-token': [{ imToken: [] }],
  'im-admin': [{ imAdminToken: [] }],
  'chat-token': [{ chatToken: [] }],
  'chat-token-optional': [{}, { chatToken: [] }],
  'chat-token-or-admin': [{ chatToken: [] }, { imAdminToken: [] }],
  admin: [{ imAdminToken: [] }, { chatAdminToken: [] }],
};

function operation(route: RegisteredRoute, documented: DocumentedRoute, tag: string) {
  const codes = errorCodes(documented);
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [tag],
    security: SECURITY[documented.auth],
    parameters: [
      {
        name: 'operationID',
        in: 'header',
        required: documented.operationIDRequired,
        description: 'Ties log lines to the client action',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchema(documented.body, 'input') } },
    },
    responses: {
      '200': {
        description: "OpenIM's envelope: errCode 0 and `data`, or one of x-openim-errCodes",
        content: { 'application/json': { schema: envelopeSchema(documented) } },
      },
    },
    'x-openim-errCodes': Object.fromEntries(codes.map((code) => [code, ERROR_NAMES[code] ?? 'Unnamed'])),
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
  const token = (description: string) => ({ type: 'apiKey', in: 'header', name: 'token', description });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parley embedded server',
      version: '3.8.3',
      description:
        "The IM REST API and chat service of OpenIM Server v3.8, as Parley's embedded server answers them. Every " +
        'answer is HTTP 200 with the envelope {errCode, errMsg, errDlt, data}; an unknown route is 404 with 1004.',
    },
    tags: SERVICES.map(({ tag, description }) => ({ name: tag, description })),
    components: {
      securitySchemes: {
        imToken: token("A user's IM token (auth/get_user_token); the admin's works on every IM route"),
        imAdminToken: token('The IM admin token (auth/get_admin_token with the admin secret)'),
        chatToken: token('A chat token (account/login)'),
        chatAdminToken: token('The chat token of an admin account (userType 1)'),
      },
    },
    paths,
  };
}

/**
 * Records every route as it is registered (call before the services register theirs) and serves the document at
 * `/openapi.json`, built once on first request. With `onViolation`, every JSON answer of a documented route is
 * checked against the document, and what does not match is reported (the tests turn this on).
 */
export function registerOpenApi(
  app: FastifyInstance,
  options: { onViolation?: (violation: ContractViolation) => void } = {},
): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, documented: route.config?.openapi });
    }
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(routes)));
  if (options.onViolation) checkResponses(app, options.onViolation);
}
