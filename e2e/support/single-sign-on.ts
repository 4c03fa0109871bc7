import type { Page } from '@playwright/test';
import { startIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from '../../server/test/identity-provider.ts';
import { freePort } from '../../server/test/free-port.ts';

export { freePort };

/** A port nothing listens on now. */

/**
 * A real OpenID provider on loopback for a Parley at `origin`, and the settings that connect Parley to it
 * (docs/configuration.md, "Single sign-on (OpenID Connect)").
 */
export async function providerFor(origin: string, extra: Record<string, string> = {}) {
  const provider = await startIdentityProvider({
    redirectURIs: [`${origin}/oidc/callback`],
    backchannelLogoutURI: `${origin}/chat/parley/oidc/backchannel-logout`,
  });
  const env = {
    PARLEY_OIDC_ISSUER: provider.issuer,
    PARLEY_OIDC_CLIENT_ID: TEST_CLIENT_ID,
    PARLEY_OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    PARLEY_OIDC_REDIRECT_URI: `${origin}/oidc/callback`,
    PARLEY_OIDC_DISPLAY_NAME: 'Example SSO',
    ...extra,
  };
  return { provider, env };
}

/** The sign-in screen's button, and the provider's own login form as `sub`. */
export async function signInWithProvider(page: Page, sub: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Example SSO' }).click();
  await page.getByPlaceholder('Enter any login').fill(sub);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}
