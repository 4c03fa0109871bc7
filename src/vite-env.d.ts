/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The version file shipped with the installed @openim/wasm-client-sdk assets. */
declare const __SDK_VERSION__: string;
/** True only in the SDK harness's build (vite.harness.config.ts): the SDK worker's test-only core calls. */
declare const __SDK_TEST_HOOKS__: boolean;

interface ImportMetaEnv {
  /** A map tile or static-map URL template for location messages (src/config/map-image.ts); unset shows no map. */
  readonly VITE_MAP_IMAGE_URL?: string;
}
