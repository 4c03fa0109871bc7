export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
const FALLBACK_LOCALE: Locale = 'en';

/** The key OpenIM's clients use; session storage first (the spec), local storage so an installed PWA keeps it. */
export const LOCALE_STORAGE_KEY = 'IM_LANGUAGE';

export function toSupportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

interface LocaleSources {
  session: Pick<Storage, 'getItem'>;
  local: Pick<Storage, 'getItem'>;
  browserLanguages: readonly string[];
}

export function detectLocale({ session, local, browserLanguages }: LocaleSources): Locale {
  return (
    toSupportedLocale(session.getItem(LOCALE_STORAGE_KEY)) ??
    toSupportedLocale(local.getItem(LOCALE_STORAGE_KEY)) ??
    browserLanguages.map(toSupportedLocale).find((locale) => locale !== undefined) ??
    FALLBACK_LOCALE
  );
}

export function rememberLocale(
  locale: Locale,
  session: Pick<Storage, 'setItem'>,
  local: Pick<Storage, 'setItem'>,
): void {
  session.setItem(LOCALE_STORAGE_KEY, locale);
  local.setItem(LOCALE_STORAGE_KEY, locale);
}
