import { atom, type createStore } from 'jotai';

/** What the user picked in Settings: a fixed theme, or whatever the system says (the default). */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'parley.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The browser's chrome (title bar, status bar) takes the colour of the screen headers: --surface of each theme. */
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#17212b' };

export function parseThemeChoice(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

function readStoredChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export const themeChoiceAtom = atom<ThemeChoice>(readStoredChoice());

/**
 * Puts the choice on <html> (theme.css reads data-theme; without it the system decides) and gives every
 * theme-color meta tag the resolved theme's colour. The manifest cannot change at run time, so this is what
 * tints an installed app's title bar.
 */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  const theme = resolveTheme(choice, window.matchMedia(DARK_QUERY).matches);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = THEME_COLORS[theme];
}

export function setThemeChoice(store: ReturnType<typeof createStore>, choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds for this visit.
  }
  store.set(themeChoiceAtom, choice);
  applyTheme(choice);
}

/** Applies the stored choice now, and again whenever the system's scheme changes while the choice is "system". */
export function startTheme(store: ReturnType<typeof createStore>) {
  applyTheme(store.get(themeChoiceAtom));
  window.matchMedia(DARK_QUERY).addEventListener('change', () => applyTheme(store.get(themeChoiceAtom)));
}
