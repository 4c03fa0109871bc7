import { i18n, type Messages } from '@lingui/core';
import { detectLocale, rememberLocale, type Locale } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.ts'),
  'zh-CN': () => import('../locales/zh-CN/messages.ts'),
};

async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export async function activateInitialLocale(): Promise<void> {
  await activateLocale(
    detectLocale({ session: sessionStorage, local: localStorage, browserLanguages: navigator.languages ?? [] }),
  );
}

export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale, sessionStorage, localStorage);
  await activateLocale(locale);
}

export { i18n };
