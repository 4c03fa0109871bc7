import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config.ts';

/**
 * The app may use the camera and microphone (calls, voice messages, the QR scanner), the location (location
 * messages), screen capture and full screen for itself; nothing else, and no frame it embeds, may use any of them.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=(self)',
  'display-capture=(self)',
  'fullscreen=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
].join(', ');

/** Anything a user may point the client at: another OpenIM server (`/config`), a LiveKit server, object storage. */
const ANY_WEB = ['http:', 'https:'];

/**
 * The Content-Security-Policy and the other headers every response carries (docs/security.md). Responses that set
 * their own (stored objects: `default-src 'none'; sandbox`, nosniff, attachment) keep theirs.
 */
export function contentSecurityDirectives(config: Pick<ServerConfig, 'frameAncestors'>) {
  const ancestors = config.frameAncestors.trim() ? config.frameAncestors.trim().split(/\s+/) : ["'none'"];
  return {
    defaultSrc: ["'self'"],
    // The SDK compiles its Go wasm core and sql.js: that needs 'wasm-unsafe-eval', never 'unsafe-eval'.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    // The SDK starts its database worker from a blob: URL; the service worker is same-origin.
    workerSrc: ["'self'", 'blob:'],
    // The `/config` screen may name any OpenIM server (HTTP API, chat service, WebSocket gateway), and calls reach
    // any LiveKit server, so connections may go to any web or WebSocket address; blob:/data: for local files.
    connectSrc: ["'self'", ...ANY_WEB, 'ws:', 'wss:', 'blob:', 'data:'],
    // Avatars, pictures, video and voice come from whichever server stores them; local previews are blob:/data:.
    imgSrc: ["'self'", 'data:', 'blob:', ...ANY_WEB],
    mediaSrc: ["'self'", 'data:', 'blob:', ...ANY_WEB],
    fontSrc: ["'self'", 'data:'],
    // React sets style attributes through the DOM; 'unsafe-inline' here lets no script run.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Workbench applets open in a frame, from wherever they are hosted.
    frameSrc: ["'self'", ...ANY_WEB],
    frameAncestors: ancestors,
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    // Parley is often served over plain HTTP on a LAN; upgrading every request to https would break it.
    upgradeInsecureRequests: null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const framedByOthers = config.frameAncestors.trim() !== '';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // X-Frame-Options cannot name a list; with one configured, frame-ancestors alone decides.
    xFrameOptions: framedByOthers ? false : { action: 'deny' },
    // Cross-origin isolation is its own choice (docs/architecture.md, "Cross-origin isolation"): serve-client sets COOP/COEP.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    // OpenIM's other clients, on other origins, show avatars and pictures from /object.
    crossOriginResourcePolicy: false,
    // HSTS belongs to whoever terminates TLS in front of Parley; on plain HTTP it would be ignored anyway.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
