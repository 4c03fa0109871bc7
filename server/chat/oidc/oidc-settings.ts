import type { ServerConfig } from '../../config/config.ts';

type AccountClaim = 'email' | 'preferred_username' | 'sub';

/** The operator's single sign-on settings (docs/configuration.md, "Single sign-on (OpenID Connect)"). */
export interface OidcSettings {
  issuer: string;
  clientID: string;
  clientSecret: string;
  scopes: string;
  accountClaim: AccountClaim;
  displayName: string;
  createAccounts: boolean;
  redirectURI: string;
}

/** The settings, or undefined when no issuer is named; a half-made configuration is an error at start. */
export function oidcSettings(config: ServerConfig): OidcSettings | undefined {
  if (!config.oidcIssuer) return undefined;
  if (!config.oidcClientID) throw new Error('PARLEY_OIDC_ISSUER needs PARLEY_OIDC_CLIENT_ID');
  const redirectURI = config.oidcRedirectURI || (config.publicURL && new URL('/oidc/callback', config.publicURL).href);
  if (!redirectURI) throw new Error('PARLEY_OIDC_ISSUER needs PARLEY_OIDC_REDIRECT_URI or PARLEY_PUBLIC_URL');
  if (!config.oidcScopes.split(/\s+/).includes('openid')) throw new Error('PARLEY_OIDC_SCOPES must include openid');
  return {
    issuer: config.oidcIssuer,
    clientID: config.oidcClientID,
    clientSecret: config.oidcClientSecret,
    scopes: config.oidcScopes,
    accountClaim: config.oidcAccountClaim,
    displayName: config.oidcDisplayName,
    createAccounts: config.oidcCreateAccounts,
    redirectURI,
  };
}
