/** The screens a sign-in lands on anyway: no need to carry them through the login screen. */
const HOME_PATHS = new Set(['/', '/conversation']);

/** The sign-in flow's own screens: returning to them after a sign-in would loop. */
const SIGN_IN_PATHS = [
  '/login',
  '/register',
  '/getCode',
  '/verifyCode',
  '/setPassword',
  '/setBaseInfo',
  '/oidc/callback',
];

/**
 * Where a sign-in returns to (issue 27 point 6): a path of this app, with its query and fragment, from a deep
 * link opened while signed out. Anything else (another origin, `//host`, a `javascript:` address, a backslash that
 * browsers read as a slash, the sign-in screens) is undefined, so a crafted link cannot send the user elsewhere.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || /\s/.test(value.charAt(1))) return undefined;
  // Browsers read a backslash as a slash ("/\\host" is another site) and drop tabs and newlines from addresses.
  if (value.includes('\\') || Array.from(value).some((character) => character.charCodeAt(0) < 0x20)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://parley.invalid');
  } catch {
    return undefined;
  }
  if (parsed.origin !== 'http://parley.invalid') return undefined;
  if (SIGN_IN_PATHS.includes(parsed.pathname)) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Screens whose success ends the session (a password change signs the user out): the guard sends them to /login as
 * the session ends, and returning there after the new sign-in would reopen a finished form.
 */
const SESSION_ENDING_PATHS = new Set(['/changePassword']);

/** The `redirect` a guarded screen passes to /login: none for the screens a sign-in opens anyway. */
export function returnPathFor(href: string): string | undefined {
  const path = safeReturnPath(href);
  if (!path) return undefined;
  const { pathname } = new URL(path, 'http://parley.invalid');
  return HOME_PATHS.has(pathname) || SESSION_ENDING_PATHS.has(pathname) ? undefined : path;
}
