import { chatPost, type LoginResult } from './chat-client';

/** How people sign in on this chat service: its single sign-on's name ('' for none), and whether by password. */
export interface SignInOptions {
  singleSignOn: string;
  password: boolean;
}

const PASSWORDS_ONLY: SignInOptions = { singleSignOn: '', password: true };

/**
 * Asked each time the sign-in screen opens (an operator may have just connected a provider). A service without
 * /parley/capabilities, or one that cannot be reached, signs in by password.
 */
export async function fetchSignInOptions(): Promise<SignInOptions> {
  try {
    const answer = await chatPost<{ signIn?: Partial<SignInOptions> } | undefined>('/parley/capabilities', {});
    return {
      singleSignOn: typeof answer?.signIn?.singleSignOn === 'string' ? answer.signIn.singleSignOn : '',
      password: answer?.signIn?.password !== false,
    };
  } catch {
    return PASSWORDS_ONLY;
  }
}

/** A new sign-in at the identity provider: the address to send this window to. */
export async function beginSingleSignOn(returnTo: string): Promise<string> {
  const { authorizationURL } = await chatPost<{ authorizationURL: string }>('/parley/oidc/start', { returnTo });
  return authorizationURL;
}

/** The provider's answer (this page's query) exchanged for a session, and where the sign-in was going. */
export function finishSingleSignOn(query: string, platform: number): Promise<LoginResult & { returnTo: string }> {
  return chatPost('/parley/oidc/finish', { query, platform });
}
