/** Catalog sources, compiled on import by @lingui/vite-plugin (used by unit tests that check translated output). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
