import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
};

/** A fresh I18n with the real catalog of `locale`, for unit tests of translated output. */
export async function i18nForTest(locale: Locale): Promise<I18n> {
  const { messages } = await catalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
