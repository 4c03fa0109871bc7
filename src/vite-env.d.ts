/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The version file shipped with the installed @openim/wasm-client-sdk assets. */
declare const __SDK_VERSION__: string;
