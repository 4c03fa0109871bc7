/**
 * The layer rules (docs/architecture.md, "Folders and layers"). `npm run lint` runs this; an arrow pointing up, or a circle, fails it.
 *
 * Client, top to bottom: entry (main.tsx, routes, app shell) -> features (screens, pwa) -> sdk (the door to the wasm
 * SDK) -> api (chat-server HTTP) -> platform (browser
 * notifications, badge, push, storage) -> state (atoms + pure updaters) -> shared leaves (ui, routing, config, i18n, locales).
 * Server, top to bottom: entry (main, start, seed, test) -> app (composition root) -> transports (http, gateway,
 * im-api, chat, storage, health, static, webhooks) -> services (the domain container and its context type) -> domain
 * (messaging, groups, relation, conversations, users, sync, auth, presence) -> protocol (wire types) -> db, config.
 */
const client = {
  entry: '^src/(main\\.tsx|routeTree\\.gen\\.ts|routes/|app/)',
  features: '^src/(features|pwa)/',
  sdk: '^src/sdk/',
  api: '^src/api/',
  platform: '^src/platform/',
  state: '^src/state/',
  leaves: '^src/(ui|routing|config|i18n|locales)/',
};
const server = {
  entry: '^server/(main|chat-service-main|start|build-if-stale)\\.ts$|^server/(seed|test|ops)/',
  app: '^server/app/',
  transports: '^server/(http|gateway|im-api|chat|storage|health|static|webhooks)/',
  services: '^server/services/',
  domain: '^server/(messaging|groups|relation|conversations|users|sync|auth|presence|metrics)/',
  protocol: '^server/protocol/',
  base: '^server/(db|config)/',
};
const any = (...patterns) => patterns.join('|');

/** Each layer may import only the layers below it. Tests may reach any layer to build what they test. */
const below = (name, from, ...higher) => ({
  name,
  severity: 'error',
  comment: `${name}: a lower layer imported a higher one`,
  from: { path: from, pathNot: '\\.test\\.tsx?$' },
  to: { path: any(...higher) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles hide which module is built on which.',
      from: {},
      to: { circular: true },
    },
    below('client-features-below-entry', client.features, client.entry),
    below('client-sdk-never-imports-screens', client.sdk, client.entry, client.features),
    below('client-api-below-sdk', client.api, client.entry, client.features, client.sdk),
    below('client-platform-below-sdk', client.platform, client.entry, client.features, client.sdk, client.api),
    below(
      'client-state-below-sdk-and-screens',
      client.state,
      client.entry,
      client.features,
      client.sdk,
      client.api,
      client.platform,
    ),
    below(
      'client-leaves-import-no-app-code',
      client.leaves,
      client.entry,
      client.features,
      client.sdk,
      client.api,
      client.platform,
      client.state,
    ),
    {
      name: 'client-only-sdk-imports-the-wasm-sdk',
      severity: 'error',
      comment: 'Screens and state reach the wasm SDK only through src/sdk (state may name its types).',
      from: { path: '^src/', pathNot: client.sdk },
      to: { path: '@openim/wasm-client-sdk', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-and-server-stay-apart',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^(server|e2e|bench)/' },
    },
    {
      name: 'wire-types-import-nothing',
      severity: 'error',
      comment: 'wire/ holds the numbers and shapes client and server share: plain values, built on nothing.',
      from: { path: '^wire/' },
      to: { pathNot: '^wire/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|sw|e2e|bench)/' },
    },
    {
      name: 'chat-service-reaches-im-only-through-its-port',
      severity: 'error',
      comment:
        'The chat service reaches IM only through server/chat/im-port.ts (OpenIM REST + webhooks, or the in-process ' +
        'adapter the composition root builds): never an IM store, the IM API, the gateway or the services container. ' +
        'The call-signal parsers are pure wire-format readers of message content (deltas.md 1) and may be used.',
      from: { path: '^server/chat/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^server/(services|messaging|groups|relation|conversations|users|sync|auth|presence|calls|im-api|gateway|storage)/',
        pathNot: '^server/calls/(call-signal|custom-envelope)\\.ts$',
      },
    },
    {
      name: 'im-never-imports-the-chat-service',
      severity: 'error',
      comment:
        'The IM side serves OpenIM clients without the chat service, as a real OpenIM does: it asks the business ' +
        'service only through hooks the composition root fills (beforeAddFriend: server/relation/' +
        'friend-application-checks.ts) or its webhooks. Only the chat service itself, the composition root and the ' +
        'entry points name server/chat.',
      from: {
        path: '^server/',
        pathNot: `^server/(chat|app)/|${server.entry}|\\.test\\.tsx?$`,
      },
      to: { path: '^server/chat/' },
    },
    below('server-app-below-entry', server.app, server.entry),
    below('server-transports-below-app', server.transports, server.entry, server.app),
    below('server-services-below-transports', server.services, server.entry, server.app, server.transports),
    below(
      'server-domain-imports-no-transport',
      server.domain,
      server.entry,
      server.app,
      server.transports,
      server.services,
    ),
    below(
      'server-protocol-below-domain',
      server.protocol,
      server.entry,
      server.app,
      server.transports,
      server.services,
      server.domain,
    ),
    below(
      'server-base-at-the-bottom',
      server.base,
      server.entry,
      server.app,
      server.transports,
      server.services,
      server.domain,
      server.protocol,
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|src/locales/.*\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
