import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config/config.ts';
import { SERVICE_PATH_PREFIXES } from '../../wire/service-paths.ts';

function isolationHeaders(mode: ServerConfig['crossOriginIsolation']): Record<string, string> {
  if (mode === 'off') return {};
  return { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': mode };
}

/** Serves the built PWA: precompressed files as they are, hashed assets forever, everything else revalidated. */
export async function registerClient(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const root = config.clientDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ clientDir: root }, 'no built client found; run `npm run build`');
  }
  const isolation = isolationHeaders(config.crossOriginIsolation);

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      for (const [name, value] of Object.entries(isolation)) void reply.header(name, value);
      const hashed = path.includes(`${join(root, 'assets')}/`);
      void reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendShell = (reply: FastifyReply) => {
    for (const [name, value] of Object.entries(isolation)) void reply.header(name, value);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };

  app.get('/', (_request, reply) => sendShell(reply));

  if (config.testHarness) {
    await app.register(fastifyStatic, {
      root: join(config.harnessDir, 'e2e', 'harness'),
      prefix: '/e2e/harness/',
      decorateReply: false,
      cacheControl: false,
    });
  }

  // Client-side routes load the shell; anything else unknown is a plain 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !SERVICE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return sendShell(reply);
    return reply.code(404).send({ error: 'Not Found' });
  });
}
