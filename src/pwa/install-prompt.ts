import { atom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** Chromium's install event (not in TypeScript's DOM types): prompt() shows the browser's own install dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser can install the app: its own prompt, Safari's menus, or not at all (or installed already). */
export type InstallWay = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'safari'; touch: boolean } | null;

/** The browser's install event, kept from when it fired; null before it does, and after the install. */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
/** Set once the app is installed from this page (the appinstalled event). */
export const installedAtom = atom(false);

const runsInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Safari has no install event: on iPhone and iPad the app is added from the Share menu, on a Mac from File › Add to
 * Dock. Other browsers that lack the event (Firefox) offer no install at all.
 */
function safariWay(): InstallWay {
  const agent = navigator.userAgent;
  const isSafari = /Safari\//.test(agent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Android/.test(agent);
  if (!isSafari) return null;
  const touch = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return { kind: 'safari', touch };
}

/** What the install entries offer now. */
export const installWayAtom = atom<InstallWay>((get) => {
  if (get(installedAtom) || runsInstalled()) return null;
  const event = get(installPromptAtom);
  return event ? { kind: 'prompt', event } : safariWay();
});

/** Keeps the browser's install event for the app's own install entries, instead of the browser's mini bar. */
export function listenForInstallPrompt(store: Store): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    store.set(installPromptAtom, null);
    store.set(installedAtom, true);
  });
}

/** Shows the browser's install dialog; the event is spent either way, as the browser allows one prompt per event. */
export async function promptInstall(store: Store, event: InstallPromptEvent): Promise<boolean> {
  store.set(installPromptAtom, null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') store.set(installedAtom, true);
  return outcome === 'accepted';
}
