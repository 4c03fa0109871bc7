import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from '../routing/router-search';

export function createAppRouter() {
  return createRouter({
    routeTree,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the lazy chunks of the screen at the address, so that they arrive beside the locale's catalog
 * instead of after it, the first render and the tab lock (issue 28: the login form of a first visit).
 */
export function preloadScreenAt(router: AppRouter, pathname: string): void {
  for (const route of router.getMatchedRoutes(pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
