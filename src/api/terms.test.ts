import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_URL, safeTermsUrl } from './terms';

describe('the agreement link', () => {
  it('is an http(s) address or a path here, else Parley’s own page', () => {
    expect(safeTermsUrl('https://example.com/terms')).toBe('https://example.com/terms');
    expect(safeTermsUrl('/legal/terms.html')).toBe('/legal/terms.html');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', 'terms', '', 42, undefined])
      expect(safeTermsUrl(bad)).toBe(DEFAULT_TERMS_URL);
  });
});
