import { servicePrefix } from '../http/service-prefix.ts';
import type { ServerContext, Services } from '../services/services.ts';
import { createImRouter } from './route.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerConversationRoutes } from './conversation-routes.ts';
import { registerMsgRoutes } from './msg-routes.ts';
import { registerJsSdkRoutes } from './jssdk-routes.ts';
import { registerSendMsgRoute } from './send-msg-route.ts';
import { registerRelationRoutes } from './relation-routes.ts';
import { registerFriendWriteRoutes } from './friend-write-routes.ts';
import { registerBlacklistRoutes } from './blacklist-routes.ts';
import { registerGroupRoutes } from './group-routes.ts';
import { registerGroupWriteRoutes } from './group-write-routes.ts';
import type { MediaState } from '../media/media-probe.ts';
import { registerServerStatusRoute } from './server-status-route.ts';

/** The part of the server's context this module uses. */
type ImApiContext = Pick<ServerContext, 'config' | 'db'>;

/** OpenIM's IM REST API (openim-http-api.md). */
export const imApi = (
  { config, db }: ImApiContext,
  services: Services,
  mediaState: () => Promise<MediaState> = () => Promise.resolve('none'),
) =>
  servicePrefix((app) => {
    // apiAddr is concatenated with paths as strings, so a trailing slash in it gives //user/...
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.includes('//')) request.raw.url = request.url.replace(/\/{2,}/g, '/');
      done();
    });
    const router = createImRouter(app, services.tokens, config.adminUserID);
    registerAuthRoutes(router, services, config);
    registerUserRoutes(router, services, config.adminUserID);
    registerConversationRoutes(router, services);
    registerMsgRoutes(router, services);
    registerJsSdkRoutes(router, services);
    registerSendMsgRoute(router, services);
    registerRelationRoutes(router, services);
    registerFriendWriteRoutes(router, services);
    registerBlacklistRoutes(router, services);
    registerGroupRoutes(router, services);
    registerGroupWriteRoutes(router, services);
    // No /push/*: Web Push is the chat service's (/chat/push/*), and a real OpenIM answers /api/push/* 404 too.
    registerServerStatusRoute(router, services, { db, mediaState });
  });
