/**
 * Starts the SDK's worker and its core the moment a sign-in is asked for, beside the credential check (sdk/
 * sdk-warm-up.ts), and never sooner: the login page loads nothing of the SDK (e2e/login-budget.spec.ts). Loaded
 * apart, so that the login screen's own code stays as it was. Not offline: a core that cannot be had now would
 * leave the page's one SDK start broken for a sign-in made after the connection is back.
 */
export function warmUpSdk(): void {
  if (!navigator.onLine) return;
  void import('../../sdk/sdk-warm-up').then(({ warmUpSdk: start }) => start()).catch(() => undefined);
}
