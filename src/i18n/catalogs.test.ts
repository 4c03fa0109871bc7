import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { SUPPORTED_LOCALES } from './locales';

const catalog = (locale: string) =>
  PO.parse(readFileSync(join(__dirname, '..', 'locales', locale, 'messages.po'), 'utf8'));

describe('translation catalogs', () => {
  const source = catalog('en');

  it('has a catalog for every supported locale', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'zh-CN']);
    expect(source.items.length).toBeGreaterThan(0);
  });

  it('translates every message into Simplified Chinese', () => {
    const zh = catalog('zh-CN');
    const untranslated = zh.items.filter((item) => !item.msgstr[0]?.trim()).map((item) => item.msgid);
    expect(untranslated).toEqual([]);
    expect(zh.items.map((item) => item.msgid).sort()).toEqual(source.items.map((item) => item.msgid).sort());
  });

  it('keeps every placeholder in the translation', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const item of catalog('zh-CN').items) {
      expect(placeholders(item.msgstr[0] ?? ''), item.msgid).toEqual(placeholders(item.msgid));
    }
  });
});
