import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../../protocol/api-envelope.ts';
import { OidcError, type TokenCheck } from './oidc-errors.ts';
import type { OidcFlow } from './oidc-flows.ts';
import type { OidcSettings } from './oidc-settings.ts';

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** What a verified ID token says of the person. */
export type IdClaims = client.IDToken;

/**
 * Parley as an OpenID Connect relying party, through openid-client: discovery from the issuer (asked again after a
 * failure), the authorization URL with PKCE, state and nonce, and the code's exchange, whose ID token openid-client
 * verifies (signature by the issuer's JWKS, issuer, audience, expiry, nonce). Plain http only to a loopback issuer.
 */
export class RelyingParty {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private get insecure(): boolean {
    const url = new URL(this.settings.issuer);
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  }

  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientID,
        this.settings.clientSecret || undefined,
        this.settings.clientSecret ? undefined : client.None(),
        {
          // openid-client trusts an ID token from the token endpoint by TLS alone unless told to check its signature
          // too (OpenID Connect Core §3.1.3.7 allows either): Parley checks it against the issuer's JWKS.
          execute: [client.enableNonRepudiationChecks, ...(this.insecure ? [client.allowInsecureRequests] : [])],
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new ApiError(OidcError.ProviderUnavailable, 'ProviderUnavailable', describe(error));
      });
    return this.configuration;
  }

  async authorizationURL(flow: OidcFlow): Promise<string> {
    const config = await this.config();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectURI,
      scope: this.settings.scopes,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /** The callback's query (`?code=…&state=…`) exchanged for verified ID-token claims, or a precise refusal. */
  async finish(query: string, flow: OidcFlow): Promise<IdClaims> {
    const config = await this.config();
    const callback = new URL(this.settings.redirectURI);
    callback.search = query;
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Many providers (oidc-provider among them) keep the profile and e-mail for the UserInfo endpoint when an access
      // token is issued: asked there, for the same subject (openid-client checks it), under the ID token's own.
      if (!config.serverMetadata().userinfo_endpoint) return claims;
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { ...info, ...claims } as IdClaims;
    } catch (error) {
      throw refusal(error);
    }
  }

  /**
   * A back-channel logout token (OpenID Connect Back-Channel Logout 1.0, §2.6): signed by a key the issuer publishes,
   * for this client, recent, carrying the logout event and a `sub`, and no nonce. Returns the `sub`.
   */
  async logoutSubject(token: string): Promise<string> {
    const config = await this.config();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new ApiError(OidcError.ProviderUnavailable, 'ProviderUnavailable', 'no jwks_uri');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.jwks, {
        issuer: metadata.issuer,
        audience: this.settings.clientID,
        maxTokenAge: '10m',
        requiredClaims: ['iat', 'jti', 'events'],
      }));
    } catch (error) {
      throw new ApiError(OidcError.TokenInvalid, 'TokenInvalid', describe(error));
    }
    const events = payload.events as Record<string, unknown> | undefined;
    if (!events || typeof events !== 'object' || !(BACKCHANNEL_EVENT in events) || 'nonce' in payload || !payload.sub)
      throw new ApiError(OidcError.TokenInvalid, 'TokenInvalid', 'not a logout token naming a subject');
    return payload.sub;
  }

  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** openid-client's failures as the sign-in screen can explain them. */
function refusal(error: unknown): ApiError {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError)
    return new ApiError(OidcError.ProviderRefused, 'ProviderRefused', error.error);
  if (error instanceof client.ClientError) {
    // openid-client wraps oauth4webapi's error, whose own cause names the claim that failed.
    const inner = error.cause instanceof Error ? error.cause : error;
    const claim = (inner.cause as { claim?: unknown } | undefined)?.claim;
    const check: TokenCheck =
      error.code === 'OAUTH_KEY_SELECTION_FAILED' || /signature/i.test(inner.message)
        ? 'signature'
        : claim === 'aud' || claim === 'azp'
          ? 'audience'
          : claim === 'exp' || claim === 'iat' || claim === 'nbf'
            ? 'expired'
            : claim === 'iss'
              ? 'issuer'
              : claim === 'nonce'
                ? 'nonce'
                : 'invalid';
    return new ApiError(OidcError.TokenInvalid, 'TokenInvalid', check);
  }
  return new ApiError(OidcError.ProviderUnavailable, 'ProviderUnavailable', describe(error));
}
