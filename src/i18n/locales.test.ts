import { describe, expect, it } from 'vitest';
import { detectLocale, LOCALE_STORAGE_KEY, rememberLocale, toSupportedLocale } from './locales';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? value : null) });

describe('toSupportedLocale', () => {
  it.each([
    ['en-GB', 'en'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['fr-FR', undefined],
    [null, undefined],
  ])('maps %s to %s', (tag, expected) => {
    expect(toSupportedLocale(tag)).toBe(expected);
  });
});

describe('detectLocale', () => {
  it('reads session storage before local storage', () => {
    expect(detectLocale({ session: storage('zh-CN'), local: storage('en'), browserLanguages: ['en'] })).toBe('zh-CN');
  });

  it('falls back to local storage, which an installed app keeps', () => {
    expect(detectLocale({ session: storage(null), local: storage('zh-CN'), browserLanguages: ['en'] })).toBe('zh-CN');
  });

  it('then takes the first supported browser language', () => {
    expect(
      detectLocale({ session: storage(null), local: storage(null), browserLanguages: ['fr', 'zh-HK', 'en'] }),
    ).toBe('zh-CN');
  });

  it('ignores an unsupported stored value and falls back to English', () => {
    expect(detectLocale({ session: storage('xx'), local: storage(null), browserLanguages: ['de'] })).toBe('en');
  });
});

describe('rememberLocale', () => {
  it('writes both storages', () => {
    const session = new Map<string, string>();
    const local = new Map<string, string>();
    rememberLocale('zh-CN', { setItem: (k, v) => session.set(k, v) }, { setItem: (k, v) => local.set(k, v) });
    expect(session.get(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(local.get(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });
});
