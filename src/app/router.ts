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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
