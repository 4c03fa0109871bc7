import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { decodeJwt, exportJWK, importJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface ProviderUser {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

/**
 * What the token endpoint's ID token becomes on its way out, for the refusal tests: signed by a key the provider does
 * not publish, issued for another client, or expired, the rest as the provider made it.
 */
export type IdTokenTamper = 'bad-signature' | 'wrong-audience' | 'expired';

export const TEST_CLIENT_ID = 'parley';
export const TEST_CLIENT_SECRET = 'parley-test-client-secret-0123456789';

/**
 * A real, certified OpenID Provider (panva's oidc-provider) for the tests, on a free loopback port: one confidential
 * client (code flow, PKCE, back-channel logout), users the test adds and removes, and its own login form
 * (devInteractions: any password; the login is the user's `sub`). Consent is taken as given.
 */
export async function startIdentityProvider(options: { redirectURIs: string[]; backchannelLogoutURI?: string }) {
  const users = new Map<string, ProviderUser>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  const rogue = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  let tamper: IdTokenTamper | undefined;
  /** Where the back-channel logout really goes, when the relying party ended up on another port than it meant to. */
  let backchannelTarget: string | undefined;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: options.redirectURIs,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        ...(options.backchannelLogoutURI
          ? { backchannel_logout_uri: options.backchannelLogoutURI, backchannel_logout_session_required: false }
          : {}),
      },
    ],
    jwks: { keys: [signingKey] },
    // Its back-channel logout goes to Parley on loopback, which the provider's SSRF guard would stop.
    fetch: (url: Parameters<typeof fetch>[0], init?: RequestInit) =>
      globalThis.fetch(backchannelTarget && String(url) === options.backchannelLogoutURI ? backchannelTarget : url, {
        ...init,
        dispatcher: undefined,
      } as RequestInit),
    cookies: { keys: [randomUUID()] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: true }, backchannelLogout: { enabled: true } },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const user = users.get(sub);
      return user ? { accountId: sub, claims: () => ({ sub, ...user }) } : undefined;
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  // A user removed here cannot finish a sign-in: the login step looks them up (findAccount).
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const mode = tamper;
    if (mode && request.method === 'POST' && request.url?.startsWith('/token')) {
      const end = response.end.bind(response) as (body: string) => void;
      response.end = ((chunk?: unknown) => {
        void retoken(String(chunk ?? ''), mode).then((body) => {
          response.setHeader('content-length', Buffer.byteLength(body));
          end(body);
        });
        return response;
      }) as typeof response.end;
    }
    void handle(request, response);
  });

  const sign = (claims: JWTPayload, key: CryptoKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid }).sign(key);
  const providerKey = () => importJWK(signingKey, 'RS256') as Promise<CryptoKey>;

  async function retoken(text: string, mode: IdTokenTamper): Promise<string> {
    const body = JSON.parse(text) as { id_token?: string };
    if (!body.id_token) return text;
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    if (mode === 'bad-signature') body.id_token = await sign(claims, rogue);
    if (mode === 'wrong-audience') body.id_token = await sign({ ...claims, aud: 'another-app' }, await providerKey());
    if (mode === 'expired')
      body.id_token = await sign({ ...claims, iat: now - 7200, exp: now - 3600 }, await providerKey());
    return JSON.stringify(body);
  }

  return {
    issuer,
    provider,
    addUser(sub: string, user: ProviderUser) {
      users.set(sub, user);
    },
    removeUser(sub: string) {
      users.delete(sub);
    },
    /** Sends the back-channel logout to `url` instead of the registered URI (same client, another port). */
    backchannelTo(url: string) {
      backchannelTarget = url;
    },
    /** The token endpoint's next answers carry an ID token spoiled this way; undefined returns to honest ones. */
    tamperIdTokens(mode: IdTokenTamper | undefined) {
      tamper = mode;
    },
    /** The provider's own back-channel logout for `sub`, as it sends one when a session ends there. */
    async backchannelLogout(sub: string) {
      // The method end_session uses (lib/models/client.js); the type definitions leave it out.
      const client = (await provider.Client.find(TEST_CLIENT_ID)) as unknown as {
        backchannelLogout(sub: string, sid: string): Promise<void>;
      };
      await client.backchannelLogout(sub, '');
    },
    /** A logout token for `sub` signed by a key the provider does not publish. */
    forgedLogoutToken(sub: string) {
      return sign(
        {
          iss: issuer,
          aud: TEST_CLIENT_ID,
          sub,
          iat: Math.floor(Date.now() / 1000),
          jti: randomUUID(),
          events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
        },
        rogue,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

/**
 * A browser's round trip through the provider, by HTTP: the authorization URL, the provider's login form (as `sub`),
 * and its redirects, until one leads to the redirect URI. Returns that callback URL (`?code=…&state=…`), unvisited.
 */
export async function signInAtProvider(authorizationURL: string, sub: string, redirectURI: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizationURL);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(redirectURI)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
      redirect: 'manual',
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) throw new Error(`the provider answered ${response.status}: ${page}`);
    url = new URL(action, url);
    form = new URLSearchParams({ prompt: 'login', login: sub, password: 'any' });
  }
  throw new Error('the provider never sent the browser back');
}
