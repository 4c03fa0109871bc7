import { ChatServiceError, chatPost } from './chat-client';
import { readEndpoints } from '../config/endpoints';
import { readStoredSession } from '../state/session/stored-session';

/**
 * What the chat service offers beyond OpenIM's open-source one (chat v1.8): account-name sign-in, changing the
 * e-mail with a code, moments, the organisation directory, link previews, reactions, edits and pins. Parley's own server says so at
 * /parley/capabilities.
 */
export interface ServerFeatures {
  accountLogin: boolean;
  emailChange: boolean;
  moments: boolean;
  organization: boolean;
  /** Cards for links in messages (/parley/link-preview); off with PARLEY_LINK_PREVIEW=off. */
  linkPreview: boolean;
  /** Reactions to messages: Parley's chat service only; no OpenIM service has the routes. */
  reactions: boolean;
  /** Edits of one's own text messages, kept by Parley's chat service only. */
  edits: boolean;
  /** Pinned messages: Parley's chat service only, as reactions. */
  pins: boolean;
}

/** A detection per chat service, kept so that each is asked once (and the answer is known offline). */
interface Detected {
  chatUrl: string;
  features: ServerFeatures;
  /** Whether moments and the directory were probed with a token (a signed-out probe cannot tell). */
  complete: boolean;
}

const STORAGE_KEY = 'parley.serverFeatures';
/** What Parley's own server offers: assumed until a service says otherwise, so the default deployment never flickers. */
export const ALL_FEATURES: ServerFeatures = {
  accountLogin: true,
  emailChange: true,
  moments: true,
  organization: true,
  linkPreview: true,
  reactions: true,
  edits: true,
  pins: true,
};

/** Gin's answer for a route a service does not have; ky reports it as the HTTP status. */
const isMissingRoute = (error: unknown) => error instanceof ChatServiceError && error.errCode === 404;

/**
 * Whether a route exists, by a harmless read: anything but a 404 (even a refusal of the request) means it does.
 * A network failure is no answer and is thrown.
 */
async function routeExists(path: string): Promise<boolean> {
  try {
    await chatPost(path, {});
    return true;
  } catch (error) {
    if (isMissingRoute(error)) return false;
    if (error instanceof ChatServiceError) return true;
    throw error;
  }
}

export function storedServerFeatures(storage: Pick<Storage, 'getItem'> = localStorage): Detected | null {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Detected | null;
    const { chatUrl } = readEndpoints(localStorage, location.origin);
    // An answer stored before a feature existed is asked again, so a new capability is never taken as missing.
    const current = ['linkPreview', 'reactions', 'edits', 'pins'].every(
      (feature) => typeof stored?.features[feature as keyof ServerFeatures] === 'boolean',
    );
    return stored && current && stored.chatUrl === chatUrl ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Asks the chat service what it offers, once per service: Parley's server answers /parley/capabilities. Any other
 * (404) has none of account sign-in and e-mail change; moments and the directory, which OpenIM's commercial service
 * has under the same routes, are then probed each with a harmless read once the user is signed in.
 */
export async function detectServerFeatures(): Promise<ServerFeatures> {
  const known = storedServerFeatures();
  const signedIn = Boolean(readStoredSession()?.chatToken);
  if (known && (known.complete || !signedIn)) return known.features;
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  let detected: Detected;
  try {
    const answer = await chatPost<Partial<ServerFeatures> | undefined>('/parley/capabilities', {});
    detected = {
      chatUrl,
      complete: true,
      features: {
        accountLogin: answer?.accountLogin === true,
        emailChange: answer?.emailChange === true,
        moments: answer?.moments === true,
        organization: answer?.organization === true,
        linkPreview: answer?.linkPreview === true,
        reactions: answer?.reactions === true,
        edits: answer?.edits === true,
        pins: answer?.pins === true,
      },
    };
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    const probe = async (path: string) => (signedIn ? routeExists(path) : true);
    detected = {
      chatUrl,
      complete: signedIn,
      features: {
        accountLogin: false,
        emailChange: false,
        moments: await probe('/office/work_moment/unread/count'),
        organization: await probe('/organization/info'),
        linkPreview: false,
        reactions: false,
        edits: false,
        pins: false,
      },
    };
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(detected));
  return detected.features;
}
