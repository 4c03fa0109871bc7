import { describe, expect, it } from 'vitest';
import { i18nForTest } from '../../i18n/test-i18n';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the screen, and puts the unread count first when there is one', async () => {
    const i18n = await i18nForTest('en');
    expect(documentTitle('Engineering', 0, i18n)).toBe('Engineering · Parley');
    expect(documentTitle('Engineering', 3, i18n)).toBe('(3) Engineering · Parley');
    expect(documentTitle(undefined, 0, i18n)).toBe('Parley');
  });
});
