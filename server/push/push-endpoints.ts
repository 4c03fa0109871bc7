/**
 * Which push endpoints the server will POST to. A subscription's endpoint is a URL the client chooses, so an open
 * rule would let any user make the server send requests into its own network (SSRF). Only the browsers' push
 * services are allowed, over https on the default port, plus hosts a deployment names and, for tests, one exact
 * local origin that must be configured on purpose.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  '.notify.windows.com', // Edge on Windows
  '.push.apple.com', // Safari
];

export interface EndpointRules {
  /** Extra exact host names, or suffixes starting with a dot. */
  extraHosts: readonly string[];
  /** An origin such as http://127.0.0.1:4567 allowed as is (tests only); '' for none. */
  testOrigin: string;
}

export function endpointRules(pushHosts: string, testOrigin: string): EndpointRules {
  const extraHosts = pushHosts
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { extraHosts, testOrigin: testOrigin.trim() };
}

const hostMatches = (host: string, rule: string) => (rule.startsWith('.') ? host.endsWith(rule) : host === rule);

/** Why an endpoint is refused, or null when it may be used. */
export function refuseEndpoint(endpoint: string, rules: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint is not a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry credentials';
  if (rules.testOrigin && url.origin === rules.testOrigin) return null;
  if (url.protocol !== 'https:') return 'endpoint must be https';
  if (url.port !== '') return 'endpoint must use the default https port';
  const host = url.hostname.toLowerCase();
  if ([...BROWSER_PUSH_HOSTS, ...rules.extraHosts].some((rule) => hostMatches(host, rule))) return null;
  return 'endpoint is not a known push service';
}
